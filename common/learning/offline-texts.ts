/** What the notes panel says about notes written without a connection (docs/product/offline.md#notes-offline). */
export const offlineNoteTexts = {
  waiting: "Saved on this device, will sync when you're back online",
  refused:
    "This note could not be saved to your account (the lesson may no longer be open to you). Copy its text before discarding it.",
  offline: "You're offline: new notes and edits are kept on this device until you're back online.",
  deleteOffline: "Notes can be deleted once you're back online.",
} as const;
