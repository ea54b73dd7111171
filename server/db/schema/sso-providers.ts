import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./auth";
import { institutionAccounts } from "./institution-accounts";

/**
 * An institution's OpenID Connect provider (issue 15, decision 0038), shaped for better-auth's
 * SSO plugin (its `ssoProvider` model): the plugin reads it to start a sign-in and to check the
 * answer. Only the back office writes it, one provider per institution. `oidcConfig` is the
 * plugin's JSON (issuer, endpoints from the discovery document, client id and secret); the
 * secret is never sent back to a page. `domain` lists the email domains, comma-separated, that
 * find the provider on the login page; `domainVerified` is set by the admin who entered them,
 * which lets the plugin link a person's existing account with the same address.
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
