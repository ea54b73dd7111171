import type { Db } from "../db/client";
import { notices } from "../db/schema/index";

export type NewNotice = {
  userId: string;
  institutionId?: string | null;
  /** What it is about, e.g. "due-14" or "learner-left": the notices list groups and words by it. */
  kind: string;
  title: string;
  body: string;
  /** A path in the product the notice leads to. */
  href?: string | null;
};

/**
 * Shows a notice to a person in the product. Call it in the transaction of what it tells of
 * (or beside the email that carries it), so the notice and its cause are kept together.
 */
export async function addNotice(db: Pick<Db, "insert">, notice: NewNotice) {
  await db.insert(notices).values({
    userId: notice.userId,
    institutionId: notice.institutionId ?? null,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    href: notice.href ?? null,
  });
}
