/** Spec §2 shared header: the first letter of the email in upper case, or 'U'. */
export function avatarInitial(email: string | null | undefined) {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}

/**
 * Spec §2 lesson player: full name, else first name, else the part of the email before
 * the at sign, else 'User'.
 */
export function displayName(person: {
  fullName?: string | null;
  firstName?: string | null;
  email?: string | null;
}) {
  const local = person.email?.split("@")[0];
  return person.fullName?.trim() || person.firstName?.trim() || local?.trim() || "User";
}
