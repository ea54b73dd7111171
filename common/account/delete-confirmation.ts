/** The word a person types to confirm that their account should be deleted. */
export const deleteConfirmationWord = "DELETE";

/** Confirmation is the word DELETE or the account's own email address (any case). */
export function confirmsDeletion(typed: unknown, email: string) {
  const text = typeof typed === "string" ? typed.trim() : "";
  return text === deleteConfirmationWord || text.toLowerCase() === email.toLowerCase();
}
