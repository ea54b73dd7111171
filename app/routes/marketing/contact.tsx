import { data } from "react-router";
import { contactFormSchema, contactMessages } from "@common/contact-form";
import { brand } from "@common/brand";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { redirectWithToast } from "@server/http/flash-toast";
import { readForm } from "@server/http/read-form";
import { allowFormSubmission } from "@server/leads/form-rate-limits";
import { submitContactMessage } from "@server/leads/submit-contact-message";
import { tooManyAttemptsMessage } from "@server/security/rate-limit";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { ContactForm } from "~/features/contact/contact-form";
import { ContactDetails } from "~/features/contact/contact-details";
import { ContactIntro } from "~/features/contact/contact-intro";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Got Questions?",
    `Contact the ${brand.name} team about courses, VR scenarios, subscriptions or plans for your institution.`,
  );

const refuse = (errors: FieldErrors, values: FormValues, status: number) =>
  data({ errors, values }, { status });

export async function action({ request, context }: Route.ActionArgs) {
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

export default function Page({ actionData }: Route.ComponentProps) {
  const contactEmail = useRootData()?.contactEmail ?? brand.defaultContactEmail;
  return (
    <section className="bg-gradient-to-b from-primary-50 via-canvas to-canvas">
      {/* Small screens read heading, form, then details; wide ones put the form beside both. */}
      <Container className="grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-x-16 lg:py-20">
        <ContactIntro />
        <Card className="h-fit gap-6 p-6 sm:p-8 lg:row-span-2">
          <div className="grid gap-1.5">
            <h2 className="text-2xl font-semibold">Send us a message</h2>
            <p className="text-muted">Every field is needed unless it says optional.</p>
          </div>
          <ContactForm result={actionData} />
        </Card>
        <ContactDetails contactEmail={contactEmail} />
      </Container>
    </section>
  );
}
