import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { institutionAccounts, institutionManagers, users } from "../db/schema/index";
import { recordAudit, type Actor } from "../audit/audit-log";
import type { MailQueue } from "../mail/mail-queue";
import { addNotice } from "../notices/add-notice";
import { managerNamedEmail, managerNamedNotice } from "./manager-named-email";

/** What a person named in an institution may do (server/policy/institution-roles.ts). */
export type ManagerRole = "manager" | "reporter";

export type NamingDeps = { db: Db; mailQueue: Pick<MailQueue, "enqueue">; appUrl: string };

/** Who names, changes or removes, and from which address (the audit entry's). */
export type NamingBy = { actor: Actor; ipAddress: string | null };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function institutionNamed(tx: Tx, institutionId: string) {
  const [institution] = await tx
    .select({ id: institutionAccounts.id, name: institutionAccounts.name })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, institutionId));
  return institution ?? null;
}

/**
 * Names the holder of an existing account a manager or reporter of the institution
 * (docs/product/institutions.md#roles), with its audit entry, an email through the mail queue and
 * a notice in the product, all in one transaction. An address with no account is refused: they
 * sign up first. Someone already named keeps their role (changing it is `changeManagerRole`).
 */
export async function nameManager(
  deps: NamingDeps,
  by: NamingBy,
  input: { institutionId: string; email: string; role: ManagerRole },
): Promise<
  | { outcome: "named"; email: string; userId: string }
  | { outcome: "already"; email: string; role: ManagerRole }
  | { outcome: "no-account" | "no-institution" }
> {
  return deps.db.transaction(async (tx) => {
    const institution = await institutionNamed(tx, input.institutionId);
    if (!institution) return { outcome: "no-institution" };
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (!user) return { outcome: "no-account" };
    const named = await tx
      .insert(institutionManagers)
      .values({
        institutionId: institution.id,
        userId: user.id,
        namedBy: by.actor === "command line" ? null : by.actor.id,
        role: input.role,
      })
      .onConflictDoNothing()
      .returning({ userId: institutionManagers.userId });
    if (named.length === 0) {
      const [held] = await tx
        .select({ role: institutionManagers.role })
        .from(institutionManagers)
        .where(
          and(
            eq(institutionManagers.institutionId, institution.id),
            eq(institutionManagers.userId, user.id),
          ),
        );
      return { outcome: "already", email: user.email, role: held?.role ?? "manager" };
    }
    await recordAudit(tx, by.actor, {
      action: "manager.named",
      subjectType: "user",
      subjectId: user.id,
      summary: `Named ${user.email} a ${input.role} of “${institution.name}”`,
      after: { email: user.email, role: input.role },
      institutionId: institution.id,
      ipAddress: by.ipAddress,
    });
    const href = `/manage/${institution.id}`;
    const told = { institutionName: institution.name, role: input.role };
    await addNotice(tx, {
      userId: user.id,
      institutionId: institution.id,
      kind: "manager-named",
      ...managerNamedNotice(told),
      href,
    });
    await deps.mailQueue.enqueue(
      { to: user.email, ...managerNamedEmail({ ...told, url: new URL(href, deps.appUrl).href }) },
      { tx },
    );
    return { outcome: "named", email: user.email, userId: user.id };
  });
}

/** Makes a named person a manager or a reporter of the institution, audited. */
export async function changeManagerRole(
  db: Db,
  by: NamingBy,
  input: { institutionId: string; userId: string; role: ManagerRole },
): Promise<
  { outcome: "changed" | "same"; email: string } | { outcome: "not-named" | "no-institution" }
> {
  return db.transaction(async (tx) => {
    const institution = await institutionNamed(tx, input.institutionId);
    if (!institution) return { outcome: "no-institution" };
    const [held] = await tx
      .select({ role: institutionManagers.role, email: users.email })
      .from(institutionManagers)
      .innerJoin(users, eq(users.id, institutionManagers.userId))
      .where(
        and(
          eq(institutionManagers.institutionId, institution.id),
          eq(institutionManagers.userId, input.userId),
        ),
      )
      .for("update", { of: institutionManagers });
    if (!held) return { outcome: "not-named" };
    if (held.role === input.role) return { outcome: "same", email: held.email };
    await tx
      .update(institutionManagers)
      .set({ role: input.role })
      .where(
        and(
          eq(institutionManagers.institutionId, institution.id),
          eq(institutionManagers.userId, input.userId),
        ),
      );
    await recordAudit(tx, by.actor, {
      action: "manager.role-changed",
      subjectType: "user",
      subjectId: input.userId,
      summary: `Made ${held.email} a ${input.role} of “${institution.name}” (was ${held.role})`,
      before: { role: held.role },
      after: { role: input.role },
      institutionId: institution.id,
      ipAddress: by.ipAddress,
    });
    return { outcome: "changed", email: held.email };
  });
}

/** Takes a person's manager or reporter role in the institution, audited; their account stays. */
export async function removeManager(
  db: Db,
  by: NamingBy,
  input: { institutionId: string; userId: string },
): Promise<{ outcome: "removed"; email: string } | { outcome: "not-named" | "no-institution" }> {
  return db.transaction(async (tx) => {
    const institution = await institutionNamed(tx, input.institutionId);
    if (!institution) return { outcome: "no-institution" };
    const [removed] = await tx
      .delete(institutionManagers)
      .where(
        and(
          eq(institutionManagers.institutionId, institution.id),
          eq(institutionManagers.userId, input.userId),
        ),
      )
      .returning({ role: institutionManagers.role });
    if (!removed) return { outcome: "not-named" };
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, input.userId));
    const email = user?.email ?? input.userId;
    await recordAudit(tx, by.actor, {
      action: "manager.removed",
      subjectType: "user",
      subjectId: input.userId,
      summary: `Removed ${email} as a ${removed.role} of “${institution.name}”`,
      before: { email, role: removed.role },
      institutionId: institution.id,
      ipAddress: by.ipAddress,
    });
    return { outcome: "removed", email };
  });
}
