import { answerRefused, type RefusalStatus } from "@common/forms/action-answer";
import { contactFormSchema, contactMessages } from "@common/contact-form";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { redirectWithToast } from "../http/flash-toast";
import { readForm } from "../http/read-form";
import { allowFormSubmission } from "./form-rate-limits";
import { submitContactMessage } from "./submit-contact-message";
import { tooManyAttemptsMessage } from "../security/rate-limit";
import type { AppContext } from "../context";

const refuse = (errors: FieldErrors, values: FormValues, status: RefusalStatus) =>
  answerRefused(errors, values, { status });

/** The contact form: stored, the team emailed; 429 past the address's limit. */
export async function contactAction(request: Request, context: AppContext) {
  const unexpected = (problem: object) => {
    context.logger.error({ ...problem, reqId: context.requestId }, "contact form failed");
    return contactMessages.unexpected;
  };
  const form = await readForm(request, contactFormSchema);
  if (!form.ok) {
    if (form.reason === "invalid") return refuse(form.errors, form.values, 400);
    // A body cut short (the sender left) or too large is the sender's doing, not our failure.
    context.logger.warn({ reason: form.reason, reqId: context.requestId }, "contact form unread");
    return refuse({ form: contactMessages.unexpected }, {}, 400);
  }
  if (!(await allowFormSubmission(context, "contactPerAddress"))) {
    return refuse({ form: tooManyAttemptsMessage }, form.values, 429);
  }
  const deps = {
    db: context.db,
    mailQueue: context.mailQueue,
    logger: context.logger,
    teamEmail: context.config.contactEmail,
  };
  const failed = await submitContactMessage(deps, form.data).then(
    (outcome) => (outcome.ok ? null : contactMessages.storageFailed),
    (error: unknown) => unexpected({ err: error }),
  );
  if (failed) return refuse({ form: failed }, form.values, 500);
  return redirectWithToast("/contact#contact-form", {
    type: "success",
    title: contactMessages.sent,
  });
}
