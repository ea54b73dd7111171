import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { institutionManagers, users } from "../db/schema/index";

/**
 * Names the holder of an existing account a manager of the institution (docs/product/institutions.md#manager-area: managers can
 * name others). An address with no account is refused: they sign up first.
 */
export async function nameManager(
  db: Db,
  institutionId: string,
  email: string,
  namedBy: string,
): Promise<"named" | "already" | "no-account"> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!account) return "no-account";
  const added = await db
    .insert(institutionManagers)
    .values({ institutionId, userId: account.id, namedBy })
    .onConflictDoNothing()
    .returning({ userId: institutionManagers.userId });
  return added.length > 0 ? "named" : "already";
}
