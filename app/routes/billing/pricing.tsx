import { data } from "react-router";
import { brand } from "@common/brand";
import { institutionEnquirySchema } from "@common/billing/institution-enquiry";
import { toSubscriptionView } from "@common/billing/subscription-view";
import { enquiriesPerAddress, submitInstitutionEnquiry } from "@server/leads/institution-enquiries";
import { subscriptionStatus } from "@server/billing/subscription-status";
import { redirectWithToast } from "@server/http/flash-toast";
import { readForm } from "@server/http/read-form";
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
  const params = new URL(request.url).searchParams;
  // Back from a successful checkout: toast and replace this entry with /dashboard.
  if (params.get("subscription") === "success") {
    throw redirectWithToast("/dashboard", {
      type: "success",
      title: "Subscription activated!",
      description: `Welcome to ${brand.name}! You can now access all premium features.`,
    });
  }
  const user = await context.sessionUser();
  const status = user ? await subscriptionStatus(context.db, user.id) : null;
  return {
    period: params.get("period") === "yearly" ? ("yearly" as const) : ("monthly" as const),
    fromSignup: params.get("from") === "signup",
    signedIn: Boolean(user),
    subscription: status ? toSubscriptionView(status) : null,
    salesEmail: context.config.contactEmail,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, institutionEnquirySchema);
  if (!form.ok) return data(form, { status: form.status });
  const verdict = await context.rateLimiter.hit(`enquiry:${context.clientIp}`, enquiriesPerAddress);
  if (!verdict.allowed) {
    const errors = { form: "Too many enquiries from here. Please try again in a few minutes." };
    return data(
      { ok: false as const, errors, values: form.values },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  await submitInstitutionEnquiry(
    {
      db: context.db,
      mailQueue: context.mailQueue,
      salesEmail: context.config.contactEmail,
    },
    form.data,
  );
  return { ok: true as const, firstName: form.data.firstName, workEmail: form.data.workEmail };
}

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  return <PricingPage {...loaderData} enquiry={actionData} />;
}
