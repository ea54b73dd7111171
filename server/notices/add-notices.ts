import type { Db } from "../db/client";
import { notices } from "../db/schema/index";
import type { NewNotice } from "./add-notice";

/**
 * Many notices in one statement per thousand (a scheduled job's batch), in the transaction of
 * what they tell of; `addNotice` is the one-at-a-time form.
 */
export async function addNotices(db: Pick<Db, "insert">, batch: NewNotice[]) {
  for (let start = 0; start < batch.length; start += 1_000) {
    await db.insert(notices).values(
      batch.slice(start, start + 1_000).map((notice) => ({
        userId: notice.userId,
        institutionId: notice.institutionId ?? null,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        href: notice.href ?? null,
      })),
    );
  }
}
