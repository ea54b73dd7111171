import type { ContactFormInput } from "@common/contact-form";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { contactNotification } from "./contact-notification";
import { saveContactSubmission } from "./contact-submissions";

export type ContactOutcome = { ok: true } | { ok: false; problem: "storage" };

type Deps = { db: Db; mailer: Mailer; logger: Logger; teamEmail: string };

/**
 * Stores the message, then tells the team by email. Once stored the message is safe, so a
 * failed email is logged rather than shown to the sender (docs/product.md#contact).
 */
export async function submitContactMessage(
  deps: Deps,
  input: ContactFormInput,
): Promise<ContactOutcome> {
  const { db, mailer, logger, teamEmail } = deps;
  let id: string;
  try {
    ({ id } = await saveContactSubmission(db, input));
  } catch (error) {
    logger.error({ err: error }, "contact message could not be stored");
    return { ok: false, problem: "storage" };
  }
  try {
    await mailer.send(contactNotification(teamEmail, input));
  } catch (error) {
    logger.error({ err: error, submissionId: id }, "contact message stored but the email failed");
  }
  logger.info({ submissionId: id }, "contact message received");
  return { ok: true };
}
