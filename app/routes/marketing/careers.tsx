import { data } from "react-router";
import { brand } from "@common/brand";
import {
  careerApplicationSchema,
  careerMessages,
  resumeMessages,
} from "@common/career-application";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import {
  submitCareerApplication,
  type CareerOutcome,
} from "@server/leads/submit-career-application";
import { allowFormSubmission } from "@server/leads/form-rate-limits";
import { redirectWithToast } from "@server/http/flash-toast";
import { readForm } from "@server/http/read-form";
import { uploadFormBytes } from "@server/http/body-limits";
import { tooManyAttemptsMessage } from "@server/security/rate-limit";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { ApplicationForm } from "~/features/careers/application-form";
import { CareersHero } from "~/features/careers/careers-hero";
import { CareersValues } from "~/features/careers/careers-values";
import { HiringSteps } from "~/features/careers/hiring-steps";
import { InternshipsNotice } from "~/features/careers/internships-notice";
import { OpenPositions } from "~/features/careers/open-positions";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    `Careers at ${brand.name}`,
    "Join the clinicians, engineers and designers building realistic clinical skills training.",
  );

// The CV may be 10 MB; the names and cover letter fit easily in the margin.

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

const refuse = (errors: FieldErrors, values: FormValues, status: number) =>
  data({ errors, values }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  // Counted before the body is read, so a flood of uploads costs us nothing.
  if (!(await allowFormSubmission(context, "careerApplicationsPerAddress"))) {
    return refuse({ form: tooManyAttemptsMessage }, {}, 429);
  }
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

export default function Page({ actionData }: Route.ComponentProps) {
  const contactEmail = useRootData()?.contactEmail ?? brand.defaultContactEmail;
  return (
    <>
      <CareersHero />
      <CareersValues />
      <InternshipsNotice />
      <OpenPositions contactEmail={contactEmail} />
      <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-24 pb-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <HiringSteps />
          <Card className="gap-6 p-6 sm:p-10">
            <div className="grid gap-2">
              <h2 id="apply-heading" className="text-3xl font-semibold tracking-tight">
                Apply to join us
              </h2>
              <p className="text-muted">
                Send your CV and, if you like, a few words about yourself. Every field is needed
                unless it says optional.
              </p>
            </div>
            <ApplicationForm result={actionData} />
          </Card>
        </Container>
      </section>
    </>
  );
}
