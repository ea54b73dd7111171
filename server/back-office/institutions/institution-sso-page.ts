import { answerInvalid, answerRefused, notFound } from "@common/forms/action-answer";
import {
  ssoRemoveSchema,
  ssoSettingsSchema,
  ssoVerifySchema,
} from "@common/institutions/sso-settings";
import { z } from "@common/zod";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm, validateForm } from "../../http/read-form";
import { verifyClaimedDomain } from "../../institutions/sso/domain-verification";
import {
  removeSsoSettings,
  saveSsoSettings,
  ssoSettingsFor,
} from "../../institutions/sso/sso-settings";
import { isUuid } from "@common/uuid";
import { actorOf } from "../require-admin";
import { requireFreshCode } from "../two-factor/fresh-code";

const intentSchema = z.object({ intent: z.enum(["save", "remove", "verify"]) });

/** The institution named by the address; anything else is the back office's 404. */
const institutionIdOf = (id: string | undefined) => (id && isUuid(id) ? id : notFound());

/** An institution's OpenID Connect provider and its claimed domains. */
export async function institutionSsoPage(context: AppContext, institutionId: string | undefined) {
  const view = await ssoSettingsFor(
    context.db,
    institutionIdOf(institutionId),
    context.config.appUrl,
  );
  return view ?? notFound();
}

/**
 * Save or remove the provider (each asks for a fresh code, decision 0045), or check a claimed
 * domain's TXT record. A refusal names its field; a secret never goes back to the page.
 */
export async function institutionSsoAction(
  context: AppContext,
  request: Request,
  admin: SessionUser,
  institutionIdParam: string | undefined,
) {
  const institutionId = institutionIdOf(institutionIdParam);
  const here = `/admin/institutions/${institutionId}/sso`;
  const form = await readForm(request, intentSchema);
  if (!form.ok) return answerInvalid({ ...form, values: {} });
  if (form.data.intent === "remove") {
    const removal = validateForm(ssoRemoveSchema, form.formData);
    if (!removal.ok) return answerInvalid({ ...removal, values: {} });
    // Settings that decide who signs in as whom ask for a fresh code (decision 0045).
    const fresh = await requireFreshCode(context, admin, form.formData);
    if (!fresh.ok) return answerRefused(fresh.errors, removal.values, { status: fresh.status });
    const outcome = await removeSsoSettings(context.db, actorOf(admin), institutionId);
    if (outcome === "missing") notFound();
    return redirectWithToast(here, { type: "success", title: "Single sign-on removed" });
  }
  if (form.data.intent === "verify") {
    const verify = validateForm(ssoVerifySchema, form.formData);
    if (!verify.ok) return answerInvalid({ ...verify, values: {} });
    const { domain } = verify.data;
    const outcome = await verifyClaimedDomain(
      context.db,
      context.config.dnsServers,
      actorOf(admin),
      institutionId,
      domain,
    );
    if (outcome.ok)
      return redirectWithToast(here, { type: "success", title: `${domain} verified` });
    if (outcome.reason === "missing") notFound();
    const message =
      outcome.reason === "not-found"
        ? `We found no TXT record at ${outcome.recordName} holding this value. DNS changes can take a while to appear: try again later.`
        : `We could not get an answer from DNS about ${domain}. Try again in a moment.`;
    return answerRefused({ [`verify-${domain}`]: message });
  }
  const settings = validateForm(ssoSettingsSchema, form.formData);
  // What was typed goes back into the form, but never a secret.
  const { clientSecret: _typed, ...values } = settings.values;
  if (!settings.ok) return answerInvalid({ ...settings, values });
  const fresh = await requireFreshCode(context, admin, form.formData);
  if (!fresh.ok) return answerRefused(fresh.errors, values, { status: fresh.status });
  const saved = await saveSsoSettings(context.db, actorOf(admin), institutionId, settings.data, {
    privateIssuers: context.config.ssoPrivateIssuers,
    ports: context.config.ssoIssuerPorts,
  });
  if (!saved.ok && "missing" in saved) notFound();
  if (!saved.ok) return answerRefused(saved.errors, values);
  return redirectWithToast(here, { type: "success", title: "Single sign-on saved" });
}
