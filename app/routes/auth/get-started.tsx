import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/get-started";

export const meta: Route.MetaFunction = () => pageMeta("Complete Your Profile", "Tell us about your professional background.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Complete Your Profile</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Tell us about your professional background so we can tailor your training.</p>
    </section>
  );
}
