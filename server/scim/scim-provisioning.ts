import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, or } from "drizzle-orm";
import { domainAllowed } from "@common/institutions/seat-refusals";
import { recordAudit } from "../audit/audit-log";
import { emailInDomains } from "../accounts/auth/sso-domains";
import type { Db, DbOrTx } from "../db/client";
import {
  institutionAccounts,
  institutionSeats,
  profiles,
  scimUsers,
  ssoDomains,
  users,
} from "../db/schema/index";
import { isUniqueViolation } from "../db/sql-state";
import { ScimError } from "./scim-messages";
import {
  endDirectorySeat,
  heldElsewhereError,
  isSeatCountRefusal,
  seatFromDirectory,
  seatsFullError,
} from "./scim-seat";
import type { ScimUserState } from "./scim-user-input";
import { scimUserById } from "./scim-users";

export type ScimInstitution = { id: string; name: string };

const directory = { system: "SCIM" } as const;

/**
 * Provisions a person (docs/product/institutions.md#directory-provisioning-scim): the existing
 * account with that address, or a new one made here (no password, the address confirmed on the
 * directory's word), then a seat while active. Refusals throw a ScimError.
 */
export async function createScimUser(db: Db, institution: ScimInstitution, state: ScimUserState) {
  const id = await inTransaction(db, institution, async (tx) => {
    const [duplicate] = await tx
      .select({ id: scimUsers.id })
      .from(scimUsers)
      .where(
        and(
          eq(scimUsers.institutionId, institution.id),
          or(
            eq(scimUsers.userName, state.userName),
            state.externalId ? eq(scimUsers.externalId, state.externalId) : undefined,
          ),
        ),
      );
    if (duplicate) throw duplicateError();
    const { userId, created } = await accountFor(tx, institution, state);
    const [row] = await tx
      .insert(scimUsers)
      .values({
        institutionId: institution.id,
        userId,
        userName: state.userName,
        externalId: state.externalId,
        givenName: state.givenName,
        familyName: state.familyName,
        active: state.active,
      })
      .returning({ id: scimUsers.id });
    if (state.active) await seatFromDirectory(tx, institution.id, userId, state.employeeNumber);
    await recordAudit(tx, directory, {
      action: "scim.user-created",
      subjectType: "user",
      subjectId: userId,
      institutionId: institution.id,
      summary: `${state.userName} provisioned by ${institution.name}'s directory${created ? " (new account)" : ""}${state.active ? ", seat taken" : ", inactive"}`,
      after: auditable(state),
    });
    return row!.id;
  });
  return (await scimUserById(db, institution.id, id))!;
}

/**
 * Replaces a user's attributes with `next` (PUT, or PATCH once applied). Going inactive frees the
 * seat (the compliance record kept first); active again, or active without a seat, takes one.
 */
export async function changeScimUser(
  db: Db,
  institution: ScimInstitution,
  id: string,
  change: (current: ScimUserState) => ScimUserState,
) {
  await inTransaction(db, institution, async (tx) => {
    const current = await scimUserById(tx, institution.id, id);
    if (!current) throw notFoundError();
    const next = change(current);
    if (next.userName !== current.userName) {
      throw new ScimError(
        400,
        "userName cannot change: it is the Clinova account's address. Deprovision this user and provision the new address.",
        "mutability",
      );
    }
    await tx
      .update(scimUsers)
      .set({
        externalId: next.externalId,
        givenName: next.givenName,
        familyName: next.familyName,
        active: next.active,
        updatedAt: new Date(),
      })
      .where(and(eq(scimUsers.id, id), eq(scimUsers.institutionId, institution.id)));
    const userId = current.userId;
    if (!userId) return;
    const seated = current.seatHolder !== null;
    const subject = { subjectType: "user", subjectId: userId, institutionId: institution.id };
    if (!next.active && seated) {
      await endDirectorySeat(tx, institution.id, userId);
      await recordAudit(tx, directory, {
        ...subject,
        action: "scim.user-deactivated",
        summary: `${current.userName} deactivated by ${institution.name}'s directory: seat freed, training record kept`,
        before: auditable(current),
        after: auditable(next),
      });
      return;
    }
    if (next.active && !seated) {
      await seatFromDirectory(tx, institution.id, userId, next.employeeNumber);
      await recordAudit(tx, directory, {
        ...subject,
        action: "scim.user-activated",
        summary: `${current.userName} activated by ${institution.name}'s directory: seat taken`,
        before: auditable(current),
        after: auditable(next),
      });
      return;
    }
    if (next.active && next.employeeNumber !== current.employeeNumber) {
      await tx
        .update(institutionSeats)
        .set({ staffNumber: next.employeeNumber })
        .where(
          and(
            eq(institutionSeats.institutionId, institution.id),
            eq(institutionSeats.userId, userId),
          ),
        );
    }
    const before = auditable(current);
    const after = auditable(next);
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await recordAudit(tx, directory, {
      ...subject,
      action: "scim.user-updated",
      summary: `${current.userName} updated by ${institution.name}'s directory`,
      before,
      after,
    });
  });
  return (await scimUserById(db, institution.id, id))!;
}

/** Deprovisions a user (DELETE): the seat freed as on deactivation, then the SCIM user gone. */
export async function deleteScimUser(db: Db, institution: ScimInstitution, id: string) {
  await inTransaction(db, institution, async (tx) => {
    const current = await scimUserById(tx, institution.id, id);
    if (!current) throw notFoundError();
    if (current.userId && current.seatHolder) {
      await endDirectorySeat(tx, institution.id, current.userId);
    }
    await tx
      .delete(scimUsers)
      .where(and(eq(scimUsers.id, id), eq(scimUsers.institutionId, institution.id)));
    await recordAudit(tx, directory, {
      action: "scim.user-deleted",
      subjectType: "user",
      subjectId: current.userId,
      institutionId: institution.id,
      summary: `${current.userName} deleted by ${institution.name}'s directory${current.seatHolder ? ": seat freed, training record kept" : ""}`,
      before: auditable(current),
    });
  });
}

/**
 * The account a provisioned address signs in to. An existing account joins only when it holds no
 * other institution's seat and, if it holds none here, its address is in a domain the institution
 * proved for single sign-on (decision 0043): the directory cannot pull any person's account into
 * its seats. A new account needs an address the institution admits, as a seat does.
 */
async function accountFor(tx: DbOrTx, institution: ScimInstitution, state: ScimUserState) {
  const [existing] = await tx
    .select({ id: users.id, seatAt: institutionSeats.institutionId })
    .from(users)
    .leftJoin(institutionSeats, eq(institutionSeats.userId, users.id))
    .where(eq(users.email, state.userName));
  const [account] = await tx
    .select({ emailDomains: institutionAccounts.emailDomains })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, institution.id));
  if (existing) {
    if (existing.seatAt && existing.seatAt !== institution.id) throw heldElsewhereError();
    if (!existing.seatAt) {
      const proven = await tx
        .select({ domain: ssoDomains.domain })
        .from(ssoDomains)
        .where(and(eq(ssoDomains.institutionId, institution.id), isNotNull(ssoDomains.verifiedAt)));
      if (
        !emailInDomains(
          state.userName,
          proven.map((d) => d.domain),
        )
      ) {
        throw new ScimError(
          409,
          `A Clinova account already uses ${state.userName}, outside the domains ${institution.name} has proven for single sign-on, so your directory cannot give it a seat. Invite them from the manager area instead.`,
          "uniqueness",
        );
      }
    }
    return { userId: existing.id, created: false };
  }
  if (!domainAllowed(state.userName, account?.emailDomains ?? [])) {
    throw new ScimError(
      400,
      `${state.userName} is not in ${institution.name}'s email domains (${account?.emailDomains.join(", ")}), so it cannot take a seat.`,
      "invalidValue",
    );
  }
  const userId = randomUUID();
  const fullName = [state.givenName, state.familyName].filter(Boolean).join(" ");
  // No password: they sign in through the institution's single sign-on, or set one by reset.
  await tx.insert(users).values({
    id: userId,
    email: state.userName,
    name: fullName || state.userName,
    emailVerified: true,
  });
  if (state.givenName && state.familyName) {
    await tx.insert(profiles).values({
      userId,
      firstName: state.givenName.slice(0, 100),
      lastName: state.familyName.slice(0, 100),
      institution: institution.name,
    });
  }
  return { userId, created: true };
}

/** Runs a change in one transaction, turning the database's refusals into SCIM errors. */
async function inTransaction<T>(
  db: Db,
  institution: ScimInstitution,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isSeatCountRefusal(error)) {
      const [account] = await db
        .select({ seatCount: institutionAccounts.seatCount })
        .from(institutionAccounts)
        .where(eq(institutionAccounts.id, institution.id));
      throw seatsFullError(institution.name, account?.seatCount ?? 0);
    }
    // Two creations of one address (or externalId) raced: the unique keys refused the second.
    if (isUniqueViolation(error)) throw duplicateError();
    throw error;
  }
}

/** What the audit log keeps of a user: the directory's attributes, no more. */
const auditable = (state: ScimUserState) => ({
  userName: state.userName,
  externalId: state.externalId,
  givenName: state.givenName,
  familyName: state.familyName,
  active: state.active,
  employeeNumber: state.employeeNumber,
});

const duplicateError = () =>
  new ScimError(409, "A user with this userName or externalId already exists.", "uniqueness");

export const notFoundError = () => new ScimError(404, "No such user.");
