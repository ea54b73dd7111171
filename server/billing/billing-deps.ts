import type { AppContext } from "../context";
import type { BillingDeps } from "./billing-events";

export const billingDepsOf = (context: AppContext): BillingDeps => ({
  db: context.db,
  provider: context.billing,
  mailQueue: context.mailQueue,
  logger: context.logger,
  appUrl: context.config.appUrl,
});
