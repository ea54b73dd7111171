import type { FlashToast } from "../toast";

/** Messages the learning screens show, in one place so server and client agree. */
export const noteToasts = {
  created: { type: "success", title: "Note saved successfully" },
  updated: { type: "success", title: "Note updated successfully" },
  deleted: { type: "success", title: "Note deleted successfully" },
  createFailed: { type: "error", title: "Failed to save note" },
  updateFailed: { type: "error", title: "Failed to update note" },
  deleteFailed: { type: "error", title: "Failed to delete note" },
} as const satisfies Record<string, FlashToast>;

export const enrolmentToasts = {
  enrolled: { type: "success", title: "Successfully enrolled" },
  failed: {
    type: "error",
    title: "Enrollment failed",
    description: "Failed to enroll in course. Please try again.",
  },
  failedUnexpectedly: {
    type: "error",
    title: "Enrollment failed",
    description: "An error occurred during enrollment.",
  },
} as const satisfies Record<string, FlashToast>;

/** The course page's duration: '2 hours' without an estimate, else '{n} mins'. */
export function courseDuration(minutes: number | null | undefined) {
  return minutes ? `${minutes} mins` : "2 hours";
}

/** Starting the VR session (docs/product/learning.md#vr-tab). */
export const vrStartedToast = {
  type: "success",
  title: "VR session initiated",
} as const satisfies FlashToast;
