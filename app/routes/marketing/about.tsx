import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => pageMeta("About Clinova", "Why we are building realistic, flexible clinical skills training.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">About Clinova</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">We help clinicians and trainees build confident, safe clinical skills through realistic practice they can fit around real shifts.</p>
    </section>
  );
}
