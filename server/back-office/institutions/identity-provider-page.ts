import { eq } from "drizzle-orm";
import { answerDone, answerInvalid, answerRefused, notFound } from "@common/forms/action-answer";
import { isUuid } from "@common/uuid";
import { z } from "@common/zod";
import type { SessionUser } from "../../accounts/auth/session-user";
import { providerIdFor } from "../../accounts/auth/sso-domains";
import type { AppContext } from "../../context";
import { institutionAccounts, ssoProviders } from "../../db/schema/index";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import { scimBasePath } from "../../scim/scim-routes";
import { generateScimToken, revokeScimToken } from "../../scim/scim-token-admin";
import { actorOf } from "../require-admin";
import { requireFreshCode } from "../two-factor/fresh-code";

const intentSchema = z.object({ intent: z.enum(["generate-scim-token", "revoke-scim-token"]) });

const institutionIdOf = (id: string | undefined) => (id && isUuid(id) ? id : notFound());

/**
 * What an institution's IT team registers at its identity provider (docs/ops/identity-providers.md):
 * the redirect address as the SSO plugin builds it, and SCIM's base address and token state.
 */
export async function identityProviderPage(context: AppContext, institutionId: string | undefined) {
  const id = institutionIdOf(institutionId);
  const [row] = await context.db
    .select({
      id: institutionAccounts.id,
      name: institutionAccounts.name,
      scimTokenCreatedAt: institutionAccounts.scimTokenCreatedAt,
      issuer: ssoProviders.issuer,
    })
    .from(institutionAccounts)
    .leftJoin(ssoProviders, eq(ssoProviders.institutionId, institutionAccounts.id))
    .where(eq(institutionAccounts.id, id));
  if (!row) notFound();
  const { appUrl } = context.config;
  return {
    institution: { id: row.id, name: row.name },
    redirectUri: `${appUrl}/api/auth/sso/callback/${providerIdFor(row.id)}`,
    signInUrl: `${appUrl}/auth/sso?institution=${row.id}`,
    issuer: row.issuer,
    scimBaseUrl: `${appUrl}${scimBasePath}`,
    scimTokenCreatedAt: row.scimTokenCreatedAt?.toISOString() ?? null,
  };
}

/**
 * Generate (or replace) and revoke the SCIM token. Both ask for a fresh code, as the single
 * sign-on settings do (decision 0045): a token gives seats and accounts. A new token is answered
 * in the page, once; only its SHA-256 is kept.
 */
export async function identityProviderAction(
  context: AppContext,
  request: Request,
  admin: SessionUser,
  institutionIdParam: string | undefined,
) {
  const institutionId = institutionIdOf(institutionIdParam);
  const form = await readForm(request, intentSchema);
  if (!form.ok) return answerInvalid({ ...form, values: {} });
  const { intent } = form.data;
  const fresh = await requireFreshCode(context, admin, form.formData);
  if (!fresh.ok)
    return answerRefused(fresh.errors, { intent }, { status: fresh.status, form: intent });
  if (intent === "revoke-scim-token") {
    const outcome = await revokeScimToken(
      context.db,
      actorOf(admin),
      institutionId,
      context.clientIp,
    );
    if (outcome === "missing") notFound();
    return redirectWithToast(`/admin/institutions/${institutionId}/identity-provider`, {
      type: "success",
      title: outcome === "revoked" ? "SCIM token revoked" : "There was no SCIM token to revoke",
    });
  }
  const generated = await generateScimToken(
    context.db,
    actorOf(admin),
    institutionId,
    context.clientIp,
  );
  if (!generated) notFound();
  return answerDone(
    { scimToken: generated.token },
    {
      form: intent,
      toast: {
        type: "success",
        title: generated.replaced
          ? "New SCIM token generated: the old one no longer works"
          : "SCIM token generated",
      },
    },
  );
}
