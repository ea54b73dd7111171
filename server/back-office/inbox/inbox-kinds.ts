import {
  careerApplications,
  contactSubmissions,
  institutionEnquiries,
} from "../../db/schema/index";

/** The inbox's three sections: their table and how the audit log names their items. */
export const inboxKinds = {
  message: { table: contactSubmissions, subjectType: "contact-message", noun: "message" },
  application: {
    table: careerApplications,
    subjectType: "career-application",
    noun: "application",
  },
  enquiry: { table: institutionEnquiries, subjectType: "institution-enquiry", noun: "enquiry" },
} as const;

export type InboxKind = keyof typeof inboxKinds;
