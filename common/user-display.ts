/** What the screens show of a person, from one source: their profile (docs/product/public-site.md#header). */
export type PersonView = { displayName: string; firstName: string; initial: string };

/**
 * The lesson player's rule for a display name: full name, else first name, else the part of
 * the email before the at sign, else 'User'.
 */
export function displayName(person: {
  fullName?: string | null;
  firstName?: string | null;
  email?: string | null;
}) {
  const local = person.email?.split("@")[0];
  return person.fullName?.trim() || person.firstName?.trim() || local?.trim() || "User";
}

/** The avatar's letter: the name's first letter, falling back to the email's, or 'U'. */
export function avatarInitial(name: string | null | undefined, email?: string | null) {
  const first = name?.trim().charAt(0) || email?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}

/** The signed-in person as the header shows them. */
export type HeaderUser = Pick<PersonView, "displayName" | "initial"> & {
  email: string;
  /** Manages an institution: the menu offers its manager area (docs/product/institutions.md#manager-area). */
  managesInstitution?: boolean;
  /** Unread notices, for the menu's badge (capped: the badge shows "99+" past 99). */
  unreadNotices?: number;
};

/** One person as every screen shows them: the header, the dashboard greeting, the player. */
export function personView(person: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}): PersonView {
  const firstName = person.firstName?.trim() ?? "";
  const fullName = `${firstName} ${person.lastName?.trim() ?? ""}`.trim();
  const name = displayName({ fullName, firstName, email: person.email });
  return { displayName: name, firstName, initial: avatarInitial(fullName, person.email) };
}
