import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => pageMeta("Reset your password", "Request a link to reset your Clinova password.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Reset your password</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Enter your email address and we will send you a link to reset your password.</p>
    </section>
  );
}
