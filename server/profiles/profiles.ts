import { eq } from "drizzle-orm";
import type { ProfileInput } from "@common/auth/schemas";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";

/** The signed-in user's profile; spec §4: created from the sign-up details when missing. */
export async function getOrCreateProfile(db: Db, user: { id: string; name: string }) {
  const [existing] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  if (existing) return existing;
  const [firstName = "", ...rest] = user.name.trim().split(/\s+/);
  await db
    .insert(profiles)
    .values({ userId: user.id, firstName, lastName: rest.join(" ") })
    .onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  if (!created) throw new Error("profile could not be created");
  return created;
}

/** Writes the owner's own profile row (insert or update): the owner is the only key. */
export async function saveProfile(db: Db, userId: string, input: ProfileInput) {
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...input, updatedAt: new Date() } })
    .returning();
  return row;
}
