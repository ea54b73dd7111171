import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/lesson-player";

export const meta: Route.MetaFunction = () => pageMeta("Lessons", "A Clinova lesson.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Lessons</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Lesson content.</p>
    </section>
  );
}
