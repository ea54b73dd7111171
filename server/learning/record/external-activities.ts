import { and, desc, eq } from "drizzle-orm";
import type { ExternalActivityInput } from "@common/learning/learning-record";
import type { Db } from "../../db/client";
import { externalCpdActivities } from "../../db/schema/index";

const columnsOf = ({ hours, ...input }: ExternalActivityInput) => ({
  ...input,
  minutes: Math.round(hours * 60),
});

/** CPD done elsewhere, newest first: the learner's own only. */
export function listExternalActivities(db: Db, userId: string) {
  return db
    .select()
    .from(externalCpdActivities)
    .where(eq(externalCpdActivities.userId, userId))
    .orderBy(desc(externalCpdActivities.activityDate), desc(externalCpdActivities.createdAt));
}

export async function createExternalActivity(db: Db, userId: string, input: ExternalActivityInput) {
  const [row] = await db
    .insert(externalCpdActivities)
    .values({ userId, ...columnsOf(input) })
    .returning({ id: externalCpdActivities.id });
  return row!;
}

/** Null when no activity of theirs has this id (another person's answers the same). */
export async function updateExternalActivity(
  db: Db,
  owner: { userId: string; id: string },
  input: ExternalActivityInput,
) {
  const [row] = await db
    .update(externalCpdActivities)
    .set(columnsOf(input))
    .where(ownRow(owner))
    .returning({ id: externalCpdActivities.id });
  return row ?? null;
}

export async function deleteExternalActivity(db: Db, owner: { userId: string; id: string }) {
  const [row] = await db
    .delete(externalCpdActivities)
    .where(ownRow(owner))
    .returning({ id: externalCpdActivities.id });
  return row ?? null;
}

const ownRow = (owner: { userId: string; id: string }) =>
  and(eq(externalCpdActivities.id, owner.id), eq(externalCpdActivities.userId, owner.userId));
