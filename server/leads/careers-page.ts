import { answerRefused, type RefusalStatus } from "@common/forms/action-answer";
import {
  careerApplicationSchema,
  careerMessages,
  resumeMessages,
} from "@common/career-application";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { submitCareerApplication, type CareerOutcome } from "./submit-career-application";
import { allowFormSubmission } from "./form-rate-limits";
import { redirectWithToast } from "../http/flash-toast";
import { readForm } from "../http/read-form";
import { uploadFormBytes } from "../http/body-limits";
import { tooManyAttemptsMessage } from "../security/rate-limit";
import type { AppContext } from "../context";

const failure = (problem: Exclude<CareerOutcome, { ok: true }>): FieldErrors => {
  switch (problem.problem) {
    case "rejected-file":
      return { form: careerMessages.uploadFailed(problem.reason), resume: problem.reason };
    case "storage":
      return {
        form: careerMessages.uploadFailed("we could not store your file. Please try again."),
      };
    case "database":
      return {
        form: careerMessages.databaseError("we could not save your application. Please try again."),
      };
  }
};

const refuse = (errors: FieldErrors, values: FormValues, status: RefusalStatus) =>
  answerRefused(errors, values, { status });

/** A career application with its CV, checked as an upload; 429 past the address's limit. */
export async function careerApplicationAction(request: Request, context: AppContext) {
  // Counted before the body is read, so a flood of uploads costs us nothing.
  if (!(await allowFormSubmission(context, "careerApplicationsPerAddress"))) {
    return refuse({ form: tooManyAttemptsMessage }, {}, 429);
  }
  // The CV may be 10 MB; the names and cover letter fit easily in the margin.
  const form = await readForm(request, careerApplicationSchema, {
    maxBytes: uploadFormBytes.careerApplication,
  });
  if (!form.ok) {
    switch (form.reason) {
      case "invalid":
        return refuse(form.errors, form.values, 400);
      case "too-large": {
        const reason = resumeMessages.tooLarge;
        return refuse({ form: careerMessages.uploadFailed(reason), resume: reason }, {}, 413);
      }
      case "unreadable":
        context.logger.warn({ reqId: context.requestId }, "unreadable career application");
        return refuse({ form: careerMessages.failedDescription }, {}, 400);
    }
  }
  const deps = { db: context.db, storage: context.storage, logger: context.logger };
  const outcome = await context
    .sessionUser()
    .then((user) => submitCareerApplication(deps, form.data, user?.id ?? null))
    .catch((error: unknown) => {
      context.logger.error({ err: error, reqId: context.requestId }, "career application failed");
      return null;
    });
  if (!outcome) return refuse({ form: careerMessages.failedDescription }, form.values, 500);
  if (!outcome.ok) {
    const status = outcome.problem === "rejected-file" ? 422 : 500;
    return refuse(failure(outcome), form.values, status);
  }
  return redirectWithToast("/careers#apply", {
    type: "success",
    title: careerMessages.submittedTitle,
    description: careerMessages.submittedDescription,
  });
}
