import { brand } from "@common/brand";
import { specialtyLabel, type InstitutionEnquiry } from "@common/billing/institution-enquiry";
import type { Db } from "../db/client";
import { institutionEnquiries } from "../db/schema/index";
import { renderEmail } from "../mail/email-layout";
import type { MailQueue } from "../mail/mail-queue";
import type { RateRule } from "../security/rate-limit";

/** Generous for a team filling the form in turn, tight enough to stop a script. */
export const enquiriesPerAddress: RateRule = { limit: 5, windowSeconds: 15 * 60 };

/**
 * Stores the enquiry and, in the same transaction, queues its email to sales with Reply-To set
 * to the enquirer; a mail outage delays the email, never the visitor (decision 0028).
 */
export async function submitInstitutionEnquiry(
  deps: { db: Db; mailQueue: MailQueue; salesEmail: string },
  enquiry: InstitutionEnquiry,
) {
  await deps.db.transaction(async (tx) => {
    await tx.insert(institutionEnquiries).values({
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      workEmail: enquiry.workEmail,
      phone: enquiry.phone,
      numberOfUsers: enquiry.numberOfUsers ?? null,
      specialties: enquiry.specialties,
      others: enquiry.others ?? null,
      message: enquiry.message,
    });
    await deps.mailQueue.enqueue(
      { to: deps.salesEmail, replyTo: enquiry.workEmail, ...enquiryEmail(enquiry) },
      { tx },
    );
  });
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
