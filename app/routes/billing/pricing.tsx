import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () => pageMeta("Pricing", "Standard and Premium plans with a 7-day free trial, and custom plans for institutions.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Pricing</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Standard and Premium plans for individuals, each with a 7-day free trial, and custom plans for institutions.</p>
    </section>
  );
}
