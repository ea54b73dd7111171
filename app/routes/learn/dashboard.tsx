import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta("Safe. Realistic. Flexible.", "Your Clinova dashboard.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Safe. Realistic. Flexible.</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Your courses and progress.</p>
    </section>
  );
}
