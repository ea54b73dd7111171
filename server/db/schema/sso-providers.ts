import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./auth";
import { institutionAccounts } from "./institution-accounts";

/**
 * An institution's OpenID Connect provider (docs/product/institutions.md#single-sign-on, decision 0038), shaped for better-auth's
 * SSO plugin (its `ssoProvider` model): the plugin reads it to start a sign-in and to check the
 * answer. Only the back office writes it, one provider per institution. `oidcConfig` is the
 * plugin's JSON (issuer, endpoints from the discovery document, client id and secret); the
 * secret is never sent back to a page. `domain` and `domainVerified` are derived from the
 * institution's `sso_domains` (decision 0043): the domains whose DNS record was found, and true,
 * or, while none is, the claimed ones and false, which makes the plugin sign nobody in.
 */
export const ssoProviders = pgTable("sso_providers", {
  id: text("id").primaryKey(),
  providerId: text("provider_id").notNull().unique(),
  issuer: text("issuer").notNull(),
  domain: text("domain").notNull(),
  domainVerified: boolean("domain_verified").notNull().default(false),
  oidcConfig: text("oidc_config"),
  samlConfig: text("saml_config"),
  /** The admin who last saved it (the plugin's `userId`); kept when they leave, as null. */
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  organizationId: text("organization_id"),
  institutionId: uuid("institution_id")
    .notNull()
    .unique()
    .references(() => institutionAccounts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type SsoProviderRow = typeof ssoProviders.$inferSelect;

/**
 * An email domain an institution claims for its single sign-on (decision 0043). The domain is
 * the key: two institutions cannot both claim one. It counts once the TXT record
 * `_clinova-verification.<domain>` holding `token` was found (`verifiedAt`); a daily check
 * (`checkedAt`) clears that when the record is gone.
 */
export const ssoDomains = pgTable(
  "sso_domains",
  {
    domain: text("domain").primaryKey(),
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutionAccounts.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sso_domains_institution_id_idx").on(t.institutionId)],
);

export type SsoDomainRow = typeof ssoDomains.$inferSelect;
