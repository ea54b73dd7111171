import type { AppContext } from "../context";
import type { RateRule } from "../security/rate-limit";

/** Generous for people, tight for scripts: the forms email the team and store files. */
export const formRateRules = {
  contactPerAddress: { limit: 10, windowSeconds: 15 * 60 },
  careerApplicationsPerAddress: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/** Counts one submission of `form` from the client's address; false once over the limit. */
export async function allowFormSubmission(
  context: Pick<AppContext, "rateLimiter" | "clientIp">,
  form: keyof typeof formRateRules,
) {
  const verdict = await context.rateLimiter.hit(
    `form:${form}:${context.clientIp}`,
    formRateRules[form],
  );
  return verdict.allowed;
}
