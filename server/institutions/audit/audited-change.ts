import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { recordAudit, type AuditEntry } from "../../audit/audit-log";

type Tx = Parameters<Parameters<AppContext["db"]["transaction"]>[0]>[0];

/**
 * Makes a change of the manager area and records it in the institution's audit log in one
 * transaction (docs/product/institutions.md#audit-log), with the signed-in person as actor and
 * the request's address. `entryOf` words the entry from the change's result; null (nothing
 * changed) records nothing.
 */
export async function auditedChange<T>(
  context: Pick<AppContext, "db" | "sessionUser" | "clientIp">,
  institutionId: string,
  change: (tx: DbOrTx) => Promise<T>,
  entryOf: (result: T) => Omit<AuditEntry, "institutionId" | "ipAddress"> | null,
): Promise<T> {
  const user = await context.sessionUser();
  return context.db.transaction(async (tx: Tx) => {
    const result = await change(tx);
    const entry = entryOf(result);
    if (entry && user) {
      await recordAudit(
        tx,
        { id: user.id, email: user.email },
        {
          ...entry,
          institutionId,
          ipAddress: context.clientIp,
        },
      );
    }
    return result;
  });
}
