import { brand } from "@common/brand";
import { renderEmail } from "../mail/email-layout";
import type { ManagerRole } from "./name-manager";

const what: Record<ManagerRole, string> = {
  manager:
    "You can invite and remove learners, organise cohorts and their courses, and follow and export their progress.",
  reporter:
    "You can read every page of the manager area and download its exports; you cannot change anything there.",
};

/** The email telling a person they were named a manager or reporter of an institution. */
export function managerNamedEmail(input: {
  institutionName: string;
  role: ManagerRole;
  url: string;
}) {
  const { institutionName, role } = input;
  return {
    subject: `You are now a ${role} of ${institutionName} on ${brand.name}`,
    ...renderEmail({
      heading: `You are now a ${role} of ${institutionName}`,
      paragraphs: [
        `You have been named a ${role} of ${institutionName} on ${brand.name}.`,
        what[role],
      ],
      action: { label: "Open the manager area", url: input.url },
      footnote: `If you were not expecting this, tell ${institutionName}'s training lead or reply to this email.`,
    }),
  };
}

/** The in-product notice that goes with it. */
export function managerNamedNotice(input: { institutionName: string; role: ManagerRole }) {
  return {
    title: `You are now a ${input.role} of ${input.institutionName}`,
    body: what[input.role],
  };
}
