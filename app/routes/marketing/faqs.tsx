import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = () => pageMeta("Frequently Asked Questions", "Answers to common questions about Clinova.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Frequently Asked Questions</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Answers to the questions clinicians and institutions ask us most.</p>
    </section>
  );
}
