import type { FlashToast } from "../toast";

/** What the assessment says (spec §8), in one place so server and client agree. */
export const assessmentTexts = {
  saved: "Assessment result saved successfully",
  saveFailedTitle: "Failed to save assessment result",
  saveFailedDescription: "Failed to save your assessment result. Please try again.",
  historyFailed: "Failed to load assessment history",
  unexpected: "An unexpected error occurred",
  alreadySubmitted: "These answers were already submitted. Open the assessment again to retake it.",
} as const;

export const assessmentSavedToast = {
  type: "success",
  title: assessmentTexts.saved,
} as const satisfies FlashToast;

// Both the pause's sentence and the review's dates are London time, like every date we show.
const weekdayDayMonthTime = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});

/** "You can try again on Saturday 28 November at 14:05." (London time). */
export const tryAgainSentence = (opensAt: Date | string) =>
  `You can try again on ${weekdayDayMonthTime.format(new Date(opensAt))}.`;
