import { brand } from "@common/brand";
import { formatBillingDate } from "@common/billing/format-date";
import { renderEmail } from "../mail/email-layout";

export function trialEndingEmail(input: { planName: string; trialEnd: Date; manageUrl: string }) {
  const date = formatBillingDate(input.trialEnd);
  return {
    subject: `Your ${brand.name} trial ends on ${date}`,
    ...renderEmail({
      heading: "Your free trial is nearly over",
      paragraphs: [
        `Your ${input.planName} trial ends on ${date}. After that your subscription continues automatically, so your scenarios, notes and progress stay exactly where you left them.`,
        "If you would like to change plan or cancel before you are charged, you can do it in a minute from your subscription settings.",
      ],
      action: { label: "Manage subscription", url: input.manageUrl },
      footnote: "You are receiving this because you started a free trial.",
    }),
  };
}

export function paymentFailedEmail(input: { planName: string; manageUrl: string }) {
  return {
    subject: `We couldn't take your ${brand.name} payment`,
    ...renderEmail({
      heading: "Your payment didn't go through",
      paragraphs: [
        `We tried to take the payment for your ${input.planName} subscription, but your card provider declined it.`,
        "Please check your payment details: we will try again over the next few days. Until a payment goes through, your courses are paused, and nothing you have done is lost.",
      ],
      action: { label: "Update payment details", url: input.manageUrl },
      footnote: "If you have already sorted this out, you can ignore this email.",
    }),
  };
}
