import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => pageMeta("Welcome back", "Log in to continue your clinical skills training.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Welcome back</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Log in to continue your clinical skills training.</p>
    </section>
  );
}
