import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/solutions-individuals";

export const meta: Route.MetaFunction = () => pageMeta("For Individuals", "Clinova for individual clinicians and trainees.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">For Individuals</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Practise clinical skills on your own schedule, wherever you are.</p>
    </section>
  );
}
