import { brand } from "@common/brand";
import { specialtyLabel, type InstitutionEnquiry } from "@common/billing/institution-enquiry";
import type { Db } from "../db/client";
import { institutionEnquiries } from "../db/schema/index";
import type { Logger } from "../logger";
import { renderEmail } from "../mail/email-layout";
import type { Mailer } from "../mail/mailer";
import type { RateRule } from "../security/rate-limit";

/** Generous for a team filling the form in turn, tight enough to stop a script. */
export const enquiriesPerAddress: RateRule = { limit: 5, windowSeconds: 15 * 60 };

/** Stores the enquiry, then emails it to sales with Reply-To set to the enquirer. */
export async function submitInstitutionEnquiry(
  deps: { db: Db; mailer: Mailer; logger: Logger; salesEmail: string },
  enquiry: InstitutionEnquiry,
) {
  const [stored] = await deps.db
    .insert(institutionEnquiries)
    .values({
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      workEmail: enquiry.workEmail,
      phone: enquiry.phone,
      numberOfUsers: enquiry.numberOfUsers ?? null,
      specialties: enquiry.specialties,
      others: enquiry.others ?? null,
      message: enquiry.message,
    })
    .returning({ id: institutionEnquiries.id });
  // The enquiry is kept either way; a mail outage must not lose it or fail the visitor.
  await deps.mailer
    .send({ to: deps.salesEmail, replyTo: enquiry.workEmail, ...enquiryEmail(enquiry) })
    .catch((error: unknown) =>
      deps.logger.error({ err: error, enquiryId: stored?.id }, "could not email an enquiry"),
    );
}

export function enquiryEmail(enquiry: InstitutionEnquiry) {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const scenarios = enquiry.specialties.map(specialtyLabel).join(", ") || "None chosen";
  return {
    subject: `Institution enquiry from ${name}`,
    ...renderEmail({
      heading: "New institution enquiry",
      paragraphs: [
        `${name} asked about an institution plan from the ${brand.name} pricing page. Reply to this email to answer them directly.`,
        `Work email: ${enquiry.workEmail}`,
        `Phone: ${enquiry.phone}`,
        `Number of users: ${enquiry.numberOfUsers ?? "Not given"}`,
        `Scenarios of interest: ${scenarios}`,
        ...(enquiry.others ? [`Other interests: ${enquiry.others}`] : []),
        `Message: ${enquiry.message}`,
      ],
    }),
  };
}
