import { eq } from "drizzle-orm";
import { trialDays, type Period, type Tier } from "@common/plans";
import type { Db } from "../db/client";
import { subscriptions, type Subscription } from "../db/schema";
import type { BillingProvider } from "./provider";
import { isLiveStatus } from "@common/billing/subscription-states";

/** A refusal meant for the person: its message is shown as the toast's description. */
export class BillingError extends Error {
  override name = "BillingError";
}

/** The signed-in person who pays: their id, email and the name their profile gives. */
export type Customer = { id: string; email: string; person: { displayName: string } };

/** One provider customer per user, created once and kept on the user's subscription row. */
export async function ensureCustomer(
  db: Db,
  provider: BillingProvider,
  user: Customer,
): Promise<Subscription> {
  const existing = await subscriptionRow(db, user.id);
  if (existing) return existing;
  const customerId = await provider.createCustomer({
    userId: user.id,
    email: user.email,
    name: user.person.displayName,
  });
  await db
    .insert(subscriptions)
    .values({ userId: user.id, provider: provider.kind, customerId })
    .onConflictDoNothing({ target: subscriptions.userId });
  const created = await subscriptionRow(db, user.id);
  if (!created) throw new Error("The subscription row vanished after it was created");
  return created;
}

/** The free trial is for a first subscription only. */
export const trialDaysFor = (row: Subscription | undefined) =>
  row?.subscriptionId ? 0 : trialDays;

/** The address of the provider's checkout for this plan (docs/product/billing.md#checkout). */
export async function startCheckout(
  db: Db,
  provider: BillingProvider,
  user: Customer,
  plan: { tier: Tier; period: Period },
): Promise<string> {
  const row = await ensureCustomer(db, provider, user);
  if (isLiveStatus(row.status)) {
    throw new BillingError(
      "You already have a subscription. Use Manage subscription to change your plan.",
    );
  }
  return provider.createCheckoutUrl({
    customerId: row.customerId,
    userId: user.id,
    ...plan,
    trialDays: trialDaysFor(row),
  });
}

/** The address of the provider's portal for this user (docs/product/billing.md#customer-portal). */
export async function openPortal(db: Db, provider: BillingProvider, userId: string) {
  const row = await subscriptionRow(db, userId);
  if (!row?.subscriptionId) {
    throw new BillingError("You don't have a subscription yet. Choose a plan to get started.");
  }
  return provider.createPortalUrl(row.customerId);
}

export async function subscriptionRow(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}
