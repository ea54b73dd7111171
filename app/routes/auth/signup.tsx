import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => pageMeta("Create your account", "Sign up for Clinova clinical skills training.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Create your account</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">Join clinicians and trainees practising clinical skills with Clinova.</p>
    </section>
  );
}
