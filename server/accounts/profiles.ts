import { eq } from "drizzle-orm";
import type { ProfileInput } from "@common/auth/schemas";
import type { ProfessionalProfile, SessionUser } from "./auth/session-user";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema/index";
import { proposeInstitution } from "./institutions";

/**
 * What the profile form starts from: the saved profile, else (someone who signed up with
 * Google and has not completed it yet) the name their account was created with.
 */
export function profileForForm(user: Pick<SessionUser, "profile" | "accountName">) {
  if (user.profile) return user.profile;
  const [firstName = "", ...rest] = user.accountName.trim().split(/\s+/);
  const blank: ProfessionalProfile = {
    firstName,
    lastName: rest.join(" "),
    professionalRegType: null,
    regNo: null,
    institution: null,
  };
  return blank;
}

/**
 * Writes the owner's own profile row (insert or update): the owner is the only key. The profile
 * is the one source of the person's name; the auth account's `name` (which better-auth puts in
 * its emails and we give the billing provider) follows it in the same transaction. A typed
 * institution the list does not have stays on the profile and waits for the back office before
 * anyone else is offered it (decision 0047).
 */
export async function saveProfile(db: Db, userId: string, input: ProfileInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({ userId, ...input })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...input, updatedAt: new Date() } })
      .returning();
    await tx
      .update(users)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await proposeInstitution(tx, userId, input.institution);
    return row;
  });
}
