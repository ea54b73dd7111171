import type { ContactFormInput } from "@common/contact-form";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { MailQueue } from "../mail/mail-queue";
import { contactNotification } from "./contact-notification";
import { saveContactSubmission } from "./contact-submissions";

export type ContactOutcome = { ok: true } | { ok: false; problem: "storage" };

type Deps = { db: Db; mailQueue: MailQueue; logger: Logger; teamEmail: string };

/**
 * Stores the message and queues the team's email in one transaction: the worker sends it, and
 * retries while SMTP is down, so the sender never waits on the mail server (decision 0028).
 */
export async function submitContactMessage(
  deps: Deps,
  input: ContactFormInput,
): Promise<ContactOutcome> {
  const { db, mailQueue, logger, teamEmail } = deps;
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const saved = await saveContactSubmission(tx, input);
      await mailQueue.enqueue(contactNotification(teamEmail, input), { tx });
      return saved.id;
    });
  } catch (error) {
    logger.error({ err: error }, "contact message could not be stored");
    return { ok: false, problem: "storage" };
  }
  logger.info({ submissionId: id }, "contact message received");
  return { ok: true };
}
