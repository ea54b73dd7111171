import { answerDone, answerInvalid, answerRefused } from "@common/forms/action-answer";
import { brand } from "@common/brand";
import { institutionEnquirySchema } from "@common/billing/institution-enquiry";
import { toSubscriptionView } from "@common/billing/subscription-view";
import { enquiriesPerAddress, submitInstitutionEnquiry } from "../leads/institution-enquiries";
import { subscriptionStatus } from "../billing/subscription-status";
import { redirectWithToast } from "../http/flash-toast";
import { readForm } from "../http/read-form";
import type { AppContext } from "../context";

/** Nobody named yet: the enquiry was not sent. */
const noEnquiry = { firstName: null, workEmail: null };

/** The pricing page: the period, the visitor's subscription, the sales address. */
export async function pricingPage(request: Request, context: AppContext) {
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

/** An institution's enquiry: stored and sent to sales; 429 past the address's limit. */
export async function institutionEnquiryAction(request: Request, context: AppContext) {
  const form = await readForm(request, institutionEnquirySchema);
  if (!form.ok) return answerInvalid(form, noEnquiry);
  const verdict = await context.rateLimiter.hit(`enquiry:${context.clientIp}`, enquiriesPerAddress);
  if (!verdict.allowed) {
    const errors = { form: "Too many enquiries from here. Please try again in a few minutes." };
    const headers = { "Retry-After": String(verdict.retryAfterSeconds) };
    return answerRefused(errors, form.values, { status: 429, headers, extra: noEnquiry });
  }
  await submitInstitutionEnquiry(
    {
      db: context.db,
      mailQueue: context.mailQueue,
      salesEmail: context.config.contactEmail,
    },
    form.data,
  );
  return answerDone({ firstName: form.data.firstName, workEmail: form.data.workEmail });
}
