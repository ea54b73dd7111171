import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/solutions-institutions";

export const meta: Route.MetaFunction = () => pageMeta("For Institutions", "Clinova for universities, hospitals and training centres.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">For Institutions</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Scalable, consistent clinical skills training for your whole cohort or workforce.</p>
    </section>
  );
}
