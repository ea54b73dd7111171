import { boolean, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./columns";
import { users } from "./auth";
import { accessTier } from "./courses";

export const billingPeriod = pgEnum("billing_period", ["monthly", "yearly"]);

/**
 * One row per user: the state of their subscription (docs/product/billing.md#subscription-state) and their
 * billing-provider customer. `sourceUpdatedAt` lets newer provider events win over older ones.
 */
export const subscriptions = pgTable("subscriptions", {
  id: uuidPk(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  customerId: text("customer_id").notNull().unique(),
  subscriptionId: text("subscription_id").unique(),
  status: text("status").notNull().default("inactive"),
  tier: accessTier("tier"),
  period: billingPeriod("period"),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  trialEnd: timestamp("trial_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  sourceUpdatedAt: timestamp("source_updated_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Provider events already handled, so a redelivered webhook changes nothing. */
export const processedBillingEvents = pgTable("processed_billing_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

export type Subscription = typeof subscriptions.$inferSelect;
