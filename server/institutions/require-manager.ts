import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import type { AppContext } from "../context";
import type { SessionUser } from "../accounts/auth/session-user";
import { requireUser } from "../accounts/require-user";
import { institutionAccounts, institutionManagers } from "../db/schema/index";
import { isUuid } from "../learning/course-ref";

/**
 * The manager area's gate (docs/product/institutions.md#manager-area), asked by every `/manage/:institutionId` loader and action:
 * the signed-in user and the institution, when they manage it. Anyone else, including managers
 * of another institution and admins who are not its managers, gets the same 404 as an
 * institution that does not exist. One statement: the membership is checked in the SQL.
 */
export async function requireManager(
  context: Pick<AppContext, "sessionUser" | "db">,
  request: Request,
  institutionId: string | undefined,
): Promise<{ user: SessionUser; institution: ManagedInstitution }> {
  const user = await requireUser(context, request);
  if (!institutionId || !isUuid(institutionId)) throw data(null, { status: 404 });
  const [institution] = await context.db
    .select({
      id: institutionAccounts.id,
      name: institutionAccounts.name,
      seatCount: institutionAccounts.seatCount,
      seatsHeld: institutionAccounts.seatsHeld,
      contractStart: institutionAccounts.contractStart,
      contractEnd: institutionAccounts.contractEnd,
      tier: institutionAccounts.tier,
      emailDomains: institutionAccounts.emailDomains,
      logoKey: institutionAccounts.logoKey,
    })
    .from(institutionAccounts)
    .innerJoin(
      institutionManagers,
      and(
        eq(institutionManagers.institutionId, institutionAccounts.id),
        eq(institutionManagers.userId, user.id),
      ),
    )
    .where(eq(institutionAccounts.id, institutionId));
  if (!institution) throw data(null, { status: 404 });
  return { user, institution };
}

export type ManagedInstitution = {
  id: string;
  name: string;
  seatCount: number;
  seatsHeld: number;
  contractStart: string;
  contractEnd: string;
  tier: "standard" | "premium";
  emailDomains: string[];
  logoKey: string | null;
};

/** The institutions a user manages, by name: `/manage` lists them (or opens the only one). */
export function managedInstitutions(context: Pick<AppContext, "db">, userId: string) {
  return context.db
    .select({ id: institutionAccounts.id, name: institutionAccounts.name })
    .from(institutionAccounts)
    .innerJoin(institutionManagers, eq(institutionManagers.institutionId, institutionAccounts.id))
    .where(eq(institutionManagers.userId, userId))
    .orderBy(institutionAccounts.name);
}
