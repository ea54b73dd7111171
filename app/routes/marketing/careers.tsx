import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () => pageMeta("Careers at Clinova", "Join the team building clinical skills training.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Careers at Clinova</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Help us build the clinical skills training we wished we had.</p>
    </section>
  );
}
