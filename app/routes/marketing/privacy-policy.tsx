import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => pageMeta("Privacy Policy", "How Clinova collects, uses and protects your personal data.");

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Privacy Policy</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">How we collect, use and protect your personal data under UK data protection law.</p>
    </section>
  );
}
