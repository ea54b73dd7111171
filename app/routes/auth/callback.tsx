import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/callback";

export const meta: Route.MetaFunction = () => pageMeta("Processing your login...", "Completing your sign-in.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Processing your login...</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Please wait while we finish signing you in.</p>
    </section>
  );
}
