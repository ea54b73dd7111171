import { z } from "../zod";
import { periods, tiers, type Period, type Tier } from "../plans";

/** The pricing page's plan buttons: which plan and how it is billed. */
export const planChoiceSchema = z.object({ plan: z.enum(tiers), period: z.enum(periods) });

/** The test portal's buttons; a switch names its plan as `tier_period` (a `PlanKey`). */
export const portalChangeSchema = z.union([
  z
    .object({ intent: z.enum(["cancel", "resume", "advance"]) })
    .transform(({ intent }) => ({ kind: intent })),
  z
    .object({
      intent: z.literal("switch"),
      plan: z.templateLiteral([z.enum(tiers), "_", z.enum(periods)]),
    })
    .transform(({ plan }) => {
      const [tier, period] = plan.split("_") as [Tier, Period];
      return { kind: "switch" as const, tier, period };
    }),
]);
