import { testPortalPage, testPortalAction } from "@server/billing/test-portal-page";
import { TestPortal } from "~/features/billing/test-portal";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/test-portal";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Manage subscription", "Change plan, cancel or resume, in test mode."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return testPortalPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return testPortalAction(request, context);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  return <TestPortal subscription={loaderData.subscription} changed={actionData} />;
}
