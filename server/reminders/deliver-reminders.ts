import type { DbOrTx } from "../db/client";
import type { MailQueue } from "../mail/mail-queue";
import { addNotices } from "../notices/add-notices";
import type { ReminderWords } from "./learner-reminder-emails";

export type Reminder = {
  userId: string;
  institutionId: string;
  email: string;
  /** The notice's kind, e.g. "due-14" or "seats-90". */
  kind: string;
  words: ReminderWords;
  /** Optional emails: the one-click unsubscribe headers (RFC 8058). */
  unsubscribeUrl?: string;
  /** The person turned this kind of email off: the notice alone. */
  noEmail?: boolean;
};

/**
 * The notices in one statement and the emails queued, in the transaction that claimed them in
 * the ledger: the claim, the notices and the emails are kept together, or none of them.
 */
export async function deliverReminders(
  tx: DbOrTx,
  mailQueue: Pick<MailQueue, "enqueue">,
  reminders: Reminder[],
) {
  await addNotices(
    tx,
    reminders.map(({ userId, institutionId, kind, words }) => ({
      userId,
      institutionId,
      kind,
      ...words.notice,
    })),
  );
  let emailed = 0;
  for (const reminder of reminders) {
    if (reminder.noEmail) continue;
    const { subject, text, html } = reminder.words;
    await mailQueue.enqueue(
      {
        to: reminder.email,
        subject,
        text,
        html,
        ...(reminder.unsubscribeUrl
          ? {
              headers: {
                "List-Unsubscribe": `<${reminder.unsubscribeUrl}>`,
                "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              },
            }
          : {}),
      },
      { tx },
    );
    emailed += 1;
  }
  return emailed;
}
