import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/solutions";

export const meta: Route.MetaFunction = () => pageMeta("Solutions", "Clinova for individuals and for institutions.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Solutions</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Clinical skills training for individual clinicians and for the institutions that train them.</p>
    </section>
  );
}
