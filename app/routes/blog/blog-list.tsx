import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-list";

export const meta: Route.MetaFunction = () => pageMeta("Blog", "Articles on clinical skills training, simulation and patient safety.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Blog</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Articles on clinical skills training, simulation and patient safety from the Clinova team.</p>
    </section>
  );
}
