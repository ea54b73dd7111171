import { brand } from "@common/brand";
import { renderEmail } from "../mail/email-layout";

const expiryDate = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeZone: "Europe/London",
});

/** The invitation a learner receives: who invites them, what it gives, until when. */
export function invitationEmail(invitation: {
  institutionName: string;
  cohortName: string | null;
  url: string;
  expiresAt: Date;
}) {
  const { institutionName, cohortName } = invitation;
  return {
    subject: `${institutionName} invites you to ${brand.name}`,
    ...renderEmail({
      heading: `${institutionName} has a ${brand.name} seat for you`,
      paragraphs: [
        `${institutionName} has invited you to take one of its seats on ${brand.name}. The seat opens the courses your institution has chosen, at no cost to you.`,
        ...(cohortName ? [`You will join the group "${cohortName}".`] : []),
        `Open the link below, then sign in or create an account to accept.`,
      ],
      action: { label: "Accept the invitation", url: invitation.url },
      footnote: `This invitation expires on ${expiryDate.format(invitation.expiresAt)}. If you were not expecting it, you can ignore this email.`,
    }),
  };
}
