/** The plans, their prices and the free trial, in one place (docs/product/billing.md#plans). */
export const trialDays = 7;

export const tiers = ["standard", "premium"] as const;
export type Tier = (typeof tiers)[number];

export const periods = ["monthly", "yearly"] as const;
export type Period = (typeof periods)[number];

export type PlanKey = `${Tier}_${Period}`;
export const planKey = (tier: Tier, period: Period): PlanKey => `${tier}_${period}`;

export type Plan = {
  tier: Tier;
  name: string;
  summary: string;
  /** Whole pounds. */
  price: Record<Period, number>;
  yearlySaving: string;
  features: string[];
};

export const standardFeatures = [
  "Frontline Bundle",
  "Unlimited VR sessions",
  "Core medical scenarios",
  "Basic progress tracking",
  "Mobile app access",
];

export const plans: Record<Tier, Plan> = {
  standard: {
    tier: "standard",
    name: "Standard",
    summary: "Everything you need to build confidence in core clinical skills.",
    price: { monthly: 21, yearly: 199 },
    yearlySaving: "Save £29!",
    features: standardFeatures,
  },
  premium: {
    tier: "premium",
    name: "Premium",
    summary: "Specialist scenario bundles and a certificate to evidence your learning.",
    price: { monthly: 31, yearly: 299 },
    yearlySaving: "Save £49!",
    features: [
      "Specific scenario bundles",
      "Certificate of completion",
      "Priority support",
      "All Standard benefits",
    ],
  },
};

export const institutionFeatures = [
  "Customizable modules",
  "Centralized user management",
  "Dedicated account manager",
  "Integrations",
  "Group licensing and volume discounts",
  "Branding",
];

export const periodLabels: Record<Period, { adjective: string; per: string }> = {
  monthly: { adjective: "Monthly", per: "month" },
  yearly: { adjective: "Yearly", per: "year" },
};

export const tierName = (tier: Tier) => plans[tier].name;

export function isTier(value: unknown): value is Tier {
  return tiers.includes(value as Tier);
}

export function isPeriod(value: unknown): value is Period {
  return periods.includes(value as Period);
}
