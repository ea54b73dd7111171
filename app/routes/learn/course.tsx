import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/course";

export const meta: Route.MetaFunction = () => pageMeta("Course", "A Clinova clinical skills course.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Course</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Course details.</p>
    </section>
  );
}
