import { email } from "../auth/schemas";
import { z } from "../zod";

const hostName = /^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)+$/;

/** "nhs.net, @trust.nhs.uk" → ["nhs.net", "trust.nhs.uk"]: lower-case, without the @. */
export const parseDomains = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);

/**
 * The back office's single sign-on form for one institution (docs/product/back-office.md#single-sign-on-settings, decision 0038). An empty
 * client secret keeps the one already stored; the server asks for one when none is.
 */
export const ssoSettingsSchema = z.object({
  intent: z.literal("save"),
  issuer: z
    .string({ error: "Enter the issuer URL" })
    .trim()
    .min(1, "Enter the issuer URL")
    .max(500, "The issuer URL is too long")
    .pipe(z.url({ protocol: /^https?$/, error: "Enter the issuer as an http(s) URL" })),
  clientId: z
    .string({ error: "Enter the client ID" })
    .trim()
    .min(1, "Enter the client ID")
    .max(500, "The client ID is too long"),
  clientSecret: z.string().max(2000, "The client secret is too long").optional().default(""),
  domains: z
    .string({ error: "Enter at least one email domain" })
    .transform(parseDomains)
    .pipe(
      z
        .array(z.string().max(253).regex(hostName, "Enter email domains like trust.nhs.uk"))
        .min(1, "Enter at least one email domain")
        .max(20, "Enter at most 20 email domains"),
    ),
});
export type SsoSettingsInput = z.infer<typeof ssoSettingsSchema>;

export const ssoRemoveSchema = z.object({ intent: z.literal("remove") });

/** The login page's "Sign in with your institution": the work email that finds the provider. */
export const ssoLookupSchema = z.object({ email });

/** "Verify" beside a claimed domain on the single sign-on page (decision 0043). */
export const ssoVerifySchema = z.object({
  intent: z.literal("verify"),
  domain: z.string().trim().toLowerCase().min(1).max(253),
});
