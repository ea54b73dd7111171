import { requireUser } from "@server/accounts/require-user";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/assessment";

export const meta: Route.MetaFunction = () =>
  pageMeta("Assessment 01", "Test your knowledge of this course.");

// Signed-out visitors go to /login, and come back here afterwards.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return null;
}

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">Assessment 01</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Answer every question, then submit to see your score.
      </p>
    </section>
  );
}
