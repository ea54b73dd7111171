import { loadDashboard } from "@server/learning/dashboard";
import { requireUser } from "@server/accounts/require-user";
import { DashboardPage } from "~/features/learning/dashboard/dashboard-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { ...(await loadDashboard(context, user)), firstName: user.person.firstName };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Dashboard", "Your courses, your progress and the lesson to pick up next.");

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}
