import { and, eq, exists, sql } from "drizzle-orm";
import { data } from "react-router";
import type { AppContext } from "../context";
import type { SessionUser } from "../accounts/auth/session-user";
import { requireUser } from "../accounts/require-user";
import { institutionAccounts, institutionManagers } from "../db/schema/index";
import { isUuid } from "@common/uuid";
import { can } from "../policy/can";
import type { InstitutionRole, InstitutionStanding } from "../policy/institution-roles";

/**
 * The manager area's gate (docs/product/institutions.md#manager-area), asked by every `/manage/:institutionId` loader and action:
 * the signed-in user and the institution, when the policy lets them in (to read: "institution:
 * view"; to change anything, any other method: "institution:change"). Anyone else, including
 * managers of another institution and admins who are not its managers, gets the same 404 as an
 * institution that does not exist. One statement reads the institution with the user's roles in
 * it (the roles found by the user's id in the SQL).
 */
export async function requireManager(
  context: Pick<AppContext, "sessionUser" | "db">,
  request: Request,
  institutionId: string | undefined,
): Promise<{ user: SessionUser; institution: ManagedInstitution; standing: InstitutionStanding }> {
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
      isManager: sql<boolean>`${exists(
        context.db
          .select({ one: sql`1` })
          .from(institutionManagers)
          .where(
            and(
              eq(institutionManagers.institutionId, institutionAccounts.id),
              eq(institutionManagers.userId, user.id),
            ),
          ),
      )}`,
    })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, institutionId));
  const standing = { roles: rolesOf(institution) };
  if (
    !institution ||
    !can(user, reading(request) ? "institution:view" : "institution:change", standing)
  ) {
    throw data(null, { status: 404 });
  }
  const { isManager: _isManager, ...managed } = institution;
  return { user, institution: managed, standing };
}

/** A page or an export reads; any other method changes something. */
export const reading = (request: Request) => request.method === "GET" || request.method === "HEAD";

const rolesOf = (row: { isManager: boolean } | undefined): InstitutionRole[] =>
  row?.isManager ? ["manager"] : [];

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
