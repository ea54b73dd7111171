import { brand } from "@common/brand";
import { renderEmail } from "../../mail/email-layout";

export function verificationEmail(url: string) {
  return {
    subject: `Confirm your email for ${brand.name}`,
    ...renderEmail({
      heading: "Confirm your email address",
      paragraphs: [
        `Thank you for joining ${brand.name}. Please confirm that this is your email address so we can keep your account secure and reach you about your training.`,
      ],
      action: { label: "Confirm my email", url },
      footnote: `This link works for 24 hours. If you did not create a ${brand.name} account, you can ignore this email.`,
    }),
  };
}

export function passwordResetEmail(url: string) {
  return {
    subject: `Reset your ${brand.name} password`,
    ...renderEmail({
      heading: "Reset your password",
      paragraphs: [
        "We received a request to reset the password for your account. Choose a new password with the button below.",
        "Resetting your password signs you out everywhere else.",
      ],
      action: { label: "Choose a new password", url },
      footnote:
        "This link works for one hour. If you did not ask for a reset, you can ignore this email: your password stays the same.",
    }),
  };
}
