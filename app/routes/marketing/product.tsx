import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = () => pageMeta("The Clinova Platform", "VR clinical skills training, a learning management system and an AI assistant.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">The Clinova Platform</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Virtual reality clinical skills training today, with a learning management system and Chat Clinova on the way.</p>
    </section>
  );
}
