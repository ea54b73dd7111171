import { z } from "./zod";

// The contact form's messages (docs/product/forms-and-messages.md#validation) must stay word for word.
export const contactMessages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  message: "Message must be at least 10 characters",
  sent: "Message sent successfully! We will get back to you soon.",
  storageFailed: "There was a problem submitting your message. Please try again.",
  unexpected: "An unexpected error occurred. Please try again later.",
} as const;

const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, message)
    .max(100, "Please keep this under 100 characters");

/** One schema for the contact form and its action; fields in the order the form shows them. */
export const contactFormSchema = z.object({
  firstName: name(contactMessages.firstName),
  lastName: name(contactMessages.lastName),
  email: z
    .string({ error: contactMessages.email })
    .trim()
    .pipe(z.email(contactMessages.email).max(254, contactMessages.email)),
  // Optional with no format check; blank becomes null.
  phoneNumber: z
    .string()
    .trim()
    .max(40, "Please keep the phone number under 40 characters")
    .optional()
    .transform((value) => (value ? value : null)),
  message: z
    .string({ error: contactMessages.message })
    .trim()
    .min(10, contactMessages.message)
    .max(5000, "Please keep your message under 5,000 characters"),
});

export type ContactFormInput = z.output<typeof contactFormSchema>;

export const contactFieldOrder = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "message",
] as const satisfies readonly (keyof ContactFormInput)[];
