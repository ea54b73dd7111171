import { z } from "../zod";

/** The launch switch's form: the one field says which state to put the product in. */
export const launchStatusFormSchema = z.object({
  launched: z.enum(["true", "false"], { error: "Choose launched or not launched." }),
});

/** What each state changes for visitors (docs/product/public-site.md#home, #about), shown beside the switch. */
export const launchStatusEffects = {
  launched: "The home and about pages end with “Get Started Now!”, which leads to /get-started.",
  notLaunched: "The home and about pages end with “Sign Up”, which leads to /signup.",
} as const;
