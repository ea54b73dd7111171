import nodemailer from "nodemailer";
import type { Logger } from "../logger";
import { writeToOutbox } from "./outbox";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header fields, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the message (text content, e.g. a CSV report): JSON-safe for the queue. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: string; contentType: string };

export type Mailer = {
  /** "smtp" delivers through SMTP_URL; "outbox" keeps messages under DATA_DIR for /dev/mailbox. */
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Nodemailer over SMTP when a URL is configured, otherwise the local outbox. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  if (!smtpUrl) {
    return {
      kind: "outbox",
      send: async (message) => {
        const id = await writeToOutbox(outboxDir, { ...message, from });
        logger.info({ to: message.to, subject: message.subject, id }, "email kept in the outbox");
      },
      close: () => {},
    };
  }
  // Shorter than nodemailer's defaults (2 and 10 minutes), so a send that hangs fails well
  // within the queue's claim on it (server/mail/mail-queue.ts) and is retried.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 120_000,
  });
  return {
    kind: "smtp",
    send: async (message) => {
      await transport.sendMail({ ...message, from });
      logger.info({ to: message.to, subject: message.subject }, "email sent");
    },
    close: () => transport.close(),
  };
}
