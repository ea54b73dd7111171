import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta("Got Questions?", "Contact the Clinova team.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Got Questions?</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Contact Us, we're waiting!</p>
    </section>
  );
}
