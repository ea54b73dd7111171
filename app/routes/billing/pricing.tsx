import { pricingPage, institutionEnquiryAction } from "@server/screens/pricing-page";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";
import { PricingPage } from "~/features/billing/pricing-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/pricing";

// The period switch is a pair of links and the enquiry form a plain form: both work as HTML.
export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Pricing",
    "Standard and Premium plans with a 7-day free trial, and custom plans for institutions.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  return pricingPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return institutionEnquiryAction(request, context);
}

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  return <PricingPage {...loaderData} enquiry={actionData} />;
}
