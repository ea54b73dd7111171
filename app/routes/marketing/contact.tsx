import { data } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { contactFormSchema, contactMessages } from "@common/contact-form";
import { brand } from "@common/brand";
import { redirectWithToast } from "@server/http/flash-toast";
import { allowFormSubmission } from "@server/leads/form-rate-limits";
import { submitContactMessage } from "@server/leads/submit-contact-message";
import { tooManyAttemptsMessage } from "@server/security/rate-limit";
import { readFormDataWithLimit } from "@server/uploads/limited-form-data";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { ContactForm } from "~/features/contact/contact-form";
import { ContactDetails } from "~/features/contact/contact-details";
import { ContactIntro } from "~/features/contact/contact-intro";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/root";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Got Questions?",
    `Contact the ${brand.name} team about courses, VR scenarios, subscriptions or plans for your institution.`,
  );

// 5,000 characters of percent-encoded UTF-8 and the other fields fit with room to spare.
const maxBodyBytes = 128 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const unexpected = (error: unknown) => {
    context.logger.error({ err: error, reqId: context.requestId }, "contact form failed");
    return [contactMessages.unexpected];
  };
  let formData: FormData;
  try {
    formData = await readFormDataWithLimit(request, maxBodyBytes);
  } catch (error) {
    const result = { status: "error" as const, error: { "": unexpected(error) } };
    return data({ result }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: contactFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  if (!(await allowFormSubmission(context, "contactPerAddress"))) {
    const result = submission.reply({ formErrors: [tooManyAttemptsMessage] });
    return data({ result }, { status: 429 });
  }
  const deps = {
    db: context.db,
    mailer: context.mailer,
    logger: context.logger,
    teamEmail: context.config.contactEmail,
  };
  const formErrors = await submitContactMessage(deps, submission.value).then(
    (outcome) => (outcome.ok ? null : [contactMessages.storageFailed]),
    unexpected,
  );
  if (formErrors) return data({ result: submission.reply({ formErrors }) }, { status: 500 });
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
          <ContactForm lastResult={actionData?.result} />
        </Card>
        <ContactDetails contactEmail={contactEmail} />
      </Container>
    </section>
  );
}
