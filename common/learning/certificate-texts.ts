import type { FlashToast } from "../toast";

/** What the certificate screens say, in one place so server and client agree. */
export const certificateEarnedToast = {
  type: "success",
  title: "Certificate earned",
  description: "Download it from the course page, with the address that confirms it.",
} as const satisfies FlashToast;

export const certificateToasts = {
  premiumRequired: {
    type: "error",
    title: "Premium feature",
    description: "Certificates of completion come with Premium.",
  },
  notEarned: {
    type: "error",
    title: "Certificate not earned yet",
    description:
      "Study every lesson and pass the assessment and, where the course has one, the practice session to earn it.",
  },
} as const satisfies Record<string, FlashToast>;

/** A course without an estimate counts as two hours, as its page says (courseDuration). */
export const defaultCourseMinutes = 120;
