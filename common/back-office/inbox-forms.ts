import { z } from "../zod";
import { enquiryStatuses } from "./enquiry-status";

export const noteMaxLength = 5000;

export const inboxMessages = {
  status: "Choose new, contacted, won or lost.",
  noteEmpty: "Write the note before adding it.",
  noteTooLong: `Keep the note under ${noteMaxLength.toLocaleString("en-GB")} characters.`,
  unknownAction: "We could not tell what to do. Please try again.",
} as const;

const markRead = z.object({ intent: z.literal("mark-read") });
const markUnread = z.object({ intent: z.literal("mark-unread") });

/** The buttons of a contact message's page. */
export const readStateFormSchema = z.discriminatedUnion("intent", [markRead, markUnread], {
  error: inboxMessages.unknownAction,
});

/** The buttons of an application's page: read state, and a fresh link to the résumé. */
export const applicationFormSchema = z.discriminatedUnion(
  "intent",
  [markRead, markUnread, z.object({ intent: z.literal("resume-link") })],
  { error: inboxMessages.unknownAction },
);

/** The forms of an enquiry's page: read state, its status, a new internal note. */
export const enquiryFormSchema = z.discriminatedUnion(
  "intent",
  [
    markRead,
    markUnread,
    z.object({
      intent: z.literal("status"),
      status: z.enum(enquiryStatuses, { error: inboxMessages.status }),
    }),
    z.object({
      intent: z.literal("note"),
      body: z
        .string({ error: inboxMessages.noteEmpty })
        .trim()
        .min(1, inboxMessages.noteEmpty)
        .max(noteMaxLength, inboxMessages.noteTooLong),
    }),
  ],
  { error: inboxMessages.unknownAction },
);

export type EnquiryFormInput = z.output<typeof enquiryFormSchema>;
