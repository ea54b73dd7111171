import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/coming-soon-lms";

export const meta: Route.MetaFunction = () => pageMeta("Learning Management System", "Assign, track and report on clinical skills training across your organisation. Coming soon.");

export default function ComingSoon() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-24 text-center">
      <span className="rounded-full bg-warning/15 px-3 py-1 text-sm font-medium">Coming Soon</span>
      <h1 className="text-4xl font-semibold tracking-tight">Learning Management System</h1>
      <p className="text-lg text-muted">Assign, track and report on clinical skills training across your organisation. Coming soon.</p>
      <Link to="/product" className="focus-ring font-medium text-primary-700 underline underline-offset-4">
        Back to Platform
      </Link>
    </section>
  );
}
