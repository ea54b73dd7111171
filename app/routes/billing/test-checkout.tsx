import { testCheckoutPage, testCheckoutAction } from "@server/billing/test-checkout-page";
import { TestCheckout } from "~/features/billing/test-checkout";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/test-checkout";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Test checkout", `Start a subscription in test mode. No real payment is taken.`),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return testCheckoutPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return testCheckoutAction(request, context);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  return <TestCheckout {...loaderData} />;
}
