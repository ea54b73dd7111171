import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => pageMeta("Update Password", "Choose a new password for your Clinova account.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Update Password</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Choose a new password for your account.</p>
    </section>
  );
}
