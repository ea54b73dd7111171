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

export function twoFactorLockedEmail() {
  return {
    subject: `Too many wrong codes for your ${brand.name} account`,
    ...renderEmail({
      heading: "We paused sign-in codes for your account",
      paragraphs: [
        "Ten wrong codes in a row were typed for your account (codes from an authenticator app, or backup codes). For your safety, no code is accepted for the next 15 minutes.",
        "If this was you, wait 15 minutes and try again with the code your app shows. If it was not you, your password may be known to someone else: change it now and tell your team.",
      ],
      footnote: `You get this email because your ${brand.name} account uses two-factor authentication.`,
    }),
  };
}

/**
 * To the owner of an address someone tried to sign up with again: sign-up answers the same as
 * for a new address (no enumeration), so the owner is the one told, kindly, with the way back in.
 */
export function existingAccountEmail(appUrl: string) {
  return {
    subject: `Someone tried to create a ${brand.name} account with your email`,
    ...renderEmail({
      heading: "You already have an account",
      paragraphs: [
        `Someone, perhaps you, just tried to create a new ${brand.name} account with this email address. You already have an account with it, so we did not create another one.`,
        "If it was you, sign in with your existing account. If you have forgotten your password, you can choose a new one from the sign-in page.",
      ],
      action: { label: "Sign in to my account", url: `${appUrl}/login` },
      footnote: `If it was not you, you don't need to do anything: your account and password have not changed. To choose a new password anyway, go to ${appUrl}/forgot-password.`,
    }),
  };
}
