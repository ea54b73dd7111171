import { and, eq, exists, sql } from "drizzle-orm";
import { data } from "react-router";
import type { AppContext } from "../context";
import type { SessionUser } from "../accounts/auth/session-user";
import { requireUser } from "../accounts/require-user";
import { institutionAccounts, institutionManagers } from "../db/schema/index";
import { isUuid } from "@common/uuid";
import { can } from "../policy/can";
import type { InstitutionRole, InstitutionStanding } from "../policy/institution-roles";
import { signInEntry } from "./audit/manager-sign-in";

/**
 * The manager area's gate (docs/product/institutions.md#manager-area), asked by every `/manage/:institutionId` loader and action:
 * the signed-in user and the institution, when the policy lets them in (to read: "institution:
 * view"; to change anything, any other method: "institution:change"). Anyone else, including
 * managers of another institution and admins who are not its managers, gets the same 404 as an
 * institution that does not exist. One statement reads the institution with the user's role in
 * it (institution_managers.role, found by the user's id in the SQL: "manager" or "reporter") and
 * whether this session's sign-in to the area is in the audit log yet (the layout records it once).
 */
export async function requireManager(
  context: Pick<AppContext, "sessionUser" | "db">,
  request: Request,
  institutionId: string | undefined,
  /**
   * What the request needs: by default "view" to read (GET, HEAD) and "change" for anything
   * else. A form that changes only the reader's own setting (the monthly report) asks "view".
   */
  needs: "view" | "change" = reading(request) ? "view" : "change",
): Promise<{
  user: SessionUser;
  institution: ManagedInstitution;
  standing: InstitutionStanding;
  signInRecorded: boolean;
}> {
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
      role: sql<InstitutionRole | null>`(${context.db
        .select({ role: institutionManagers.role })
        .from(institutionManagers)
        .where(
          and(
            eq(institutionManagers.institutionId, institutionAccounts.id),
            eq(institutionManagers.userId, user.id),
          ),
        )})`,
      signInRecorded: sql<boolean>`${exists(signInEntry(context.db, user.sessionId, institutionId))}`,
    })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, institutionId));
  const standing = { roles: rolesOf(institution) };
  if (
    !institution ||
    !can(user, needs === "view" ? "institution:view" : "institution:change", standing)
  ) {
    throw data(null, { status: 404 });
  }
  const { role: _role, signInRecorded, ...managed } = institution;
  return { user, institution: managed, standing, signInRecorded };
}

/** A page or an export reads; any other method changes something. */
export const reading = (request: Request) => request.method === "GET" || request.method === "HEAD";

const rolesOf = (row: { role: InstitutionRole | null } | undefined): InstitutionRole[] =>
  row?.role ? [row.role] : [];

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
