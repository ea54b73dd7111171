import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/try";

export const meta: Route.MetaFunction = () => pageMeta("Experience Clinova Training", "Watch a demonstration of Clinova clinical skills training.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Experience Clinova Training</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">See what practising a clinical skill with Clinova looks like.</p>
    </section>
  );
}
