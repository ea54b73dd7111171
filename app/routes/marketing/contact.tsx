import { brand } from "@common/brand";
import { contactAction } from "@server/leads/contact-page";
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

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
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
