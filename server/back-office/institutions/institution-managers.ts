import type { AppContext } from "../../context";
import type { Actor } from "../../audit/audit-log";
import {
  changeManagerRole as changeRole,
  nameManager as name,
  removeManager as remove,
  type ManagerRole,
} from "../../institutions/name-manager";

export type ManagerOutcome =
  | { ok: true; email: string }
  | {
      ok: false;
      reason: "no institution" | "no account" | "already a manager" | "not a manager" | "same role";
    };

type Context = Pick<AppContext, "db" | "mailQueue" | "config" | "clientIp">;

const by = (context: Context, actor: Actor) => ({ actor, ipAddress: context.clientIp });

/**
 * Names the account with this email a manager or reporter of the institution
 * (docs/product/back-office.md#institution-accounts: an admin names the first), through the one
 * naming of server/institutions/name-manager.ts: audited, emailed and noticed.
 */
export async function nameManager(
  context: Context,
  actor: Actor,
  institutionId: string,
  email: string,
  role: ManagerRole = "manager",
): Promise<ManagerOutcome> {
  const deps = { db: context.db, mailQueue: context.mailQueue, appUrl: context.config.appUrl };
  const named = await name(deps, by(context, actor), { institutionId, email, role });
  if (named.outcome === "named") return { ok: true, email: named.email };
  if (named.outcome === "already") return { ok: false, reason: "already a manager" };
  return { ok: false, reason: named.outcome === "no-account" ? "no account" : "no institution" };
}

/** Makes a named person a manager or a reporter, audited. */
export async function changeManagerRole(
  context: Context,
  actor: Actor,
  institutionId: string,
  userId: string,
  role: ManagerRole,
): Promise<ManagerOutcome> {
  const changed = await changeRole(context.db, by(context, actor), { institutionId, userId, role });
  if (changed.outcome === "changed") return { ok: true, email: changed.email };
  if (changed.outcome === "same") return { ok: false, reason: "same role" };
  return {
    ok: false,
    reason: changed.outcome === "not-named" ? "not a manager" : "no institution",
  };
}

/** Removes a manager or reporter of the institution, audited; their account is untouched. */
export async function removeManager(
  context: Context,
  actor: Actor,
  institutionId: string,
  userId: string,
): Promise<ManagerOutcome> {
  const removed = await remove(context.db, by(context, actor), { institutionId, userId });
  if (removed.outcome === "removed") return { ok: true, email: removed.email };
  return {
    ok: false,
    reason: removed.outcome === "not-named" ? "not a manager" : "no institution",
  };
}
