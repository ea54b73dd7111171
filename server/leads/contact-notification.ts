import { brand } from "@common/brand";
import type { ContactFormInput } from "@common/contact-form";
import type { MailMessage } from "../mail/mailer";
import { renderEmail } from "../mail/email-layout";

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The email that tells the team about a contact message; replying answers the sender. */
export function contactNotification(to: string, input: ContactFormInput): MailMessage {
  const name = oneLine(`${input.firstName} ${input.lastName}`);
  const content = renderEmail({
    heading: `New message from ${name}`,
    paragraphs: [
      `${name} wrote through the ${brand.name} contact form.`,
      `Email: ${input.email}`,
      `Phone: ${input.phoneNumber ?? "not given"}`,
      ...input.message.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
    ],
    footnote: "Reply to this email to answer them directly.",
  });
  return {
    to,
    subject: `Contact form: ${name}`,
    replyTo: input.email,
    ...content,
  };
}
