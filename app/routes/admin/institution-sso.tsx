import { data } from "react-router";
import {
  ssoRemoveSchema,
  ssoSettingsSchema,
  ssoVerifySchema,
} from "@common/institutions/sso-settings";
import { actorOf, requireAdmin } from "@server/back-office/require-admin";
import { requireFreshCode } from "@server/back-office/two-factor/fresh-code";
import { redirectWithToast } from "@server/http/flash-toast";
import { readForm, validateForm } from "@server/http/read-form";
import {
  removeSsoSettings,
  saveSsoSettings,
  ssoSettingsFor,
} from "@server/institutions/sso/sso-settings";
import { verifyClaimedDomain } from "@server/institutions/sso/domain-verification";
import { z } from "@common/zod";
import { DomainVerification } from "~/features/back-office/institutions/domain-verification";
import { SsoSettingsForm } from "~/features/back-office/institutions/sso-settings-form";
import { PageHeader } from "~/features/back-office/page-header";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/institution-sso";
import { uuidPattern } from "@common/uuid";

const intentSchema = z.object({ intent: z.enum(["save", "remove", "verify"]) });

/** The institution named by the address; anything else is the back office's 404. */
const institutionIdOf = (params: Route.LoaderArgs["params"]) => {
  if (!uuidPattern.test(params.institutionId)) throw data(null, { status: 404 });
  return params.institutionId;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData ? `Single sign-on: ${loaderData.institution.name}` : "Single sign-on",
    "An institution's OpenID Connect provider.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const view = await ssoSettingsFor(context.db, institutionIdOf(params), context.config.appUrl);
  if (!view) throw data(null, { status: 404 });
  return view;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const institutionId = institutionIdOf(params);
  const here = `/admin/institutions/${institutionId}/sso`;
  const form = await readForm(request, intentSchema);
  if (!form.ok) return data({ errors: form.errors, values: {} }, { status: form.status });
  if (form.data.intent === "remove") {
    const removal = validateForm(ssoRemoveSchema, form.formData);
    if (!removal.ok) return data({ errors: removal.errors, values: {} }, { status: 400 });
    // Settings that decide who signs in as whom ask for a fresh code (decision 0045).
    const fresh = await requireFreshCode(context, admin, form.formData);
    if (!fresh.ok)
      return data({ errors: fresh.errors, values: removal.values }, { status: fresh.status });
    const outcome = await removeSsoSettings(context.db, actorOf(admin), institutionId);
    if (outcome === "missing") throw data(null, { status: 404 });
    return redirectWithToast(here, { type: "success", title: "Single sign-on removed" });
  }
  if (form.data.intent === "verify") {
    const verify = validateForm(ssoVerifySchema, form.formData);
    if (!verify.ok) return data({ errors: verify.errors, values: {} }, { status: 400 });
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
    if (outcome.reason === "missing") throw data(null, { status: 404 });
    const message =
      outcome.reason === "not-found"
        ? `We found no TXT record at ${outcome.recordName} holding this value. DNS changes can take a while to appear: try again later.`
        : `We could not get an answer from DNS about ${domain}. Try again in a moment.`;
    return data({ errors: { [`verify-${domain}`]: message }, values: {} }, { status: 422 });
  }
  const settings = validateForm(ssoSettingsSchema, form.formData);
  // What was typed goes back into the form, but never a secret.
  const { clientSecret: _typed, ...values } = settings.values;
  if (!settings.ok) return data({ errors: settings.errors, values }, { status: 400 });
  const fresh = await requireFreshCode(context, admin, form.formData);
  if (!fresh.ok) return data({ errors: fresh.errors, values }, { status: fresh.status });
  const saved = await saveSsoSettings(context.db, actorOf(admin), institutionId, settings.data, {
    privateIssuers: context.config.ssoPrivateIssuers,
    ports: context.config.ssoIssuerPorts,
  });
  if (!saved.ok && "missing" in saved) throw data(null, { status: 404 });
  if (!saved.ok) return data({ errors: saved.errors, values }, { status: 422 });
  return redirectWithToast(here, { type: "success", title: "Single sign-on saved" });
}

export default function InstitutionSso({ loaderData, actionData }: Route.ComponentProps) {
  const { institution, redirectUri } = loaderData;
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        back={{ to: `/admin/institutions/${institution.id}`, label: institution.name }}
        title="Single sign-on"
      >
        <p className="text-muted">
          Learners of {institution.name} sign in with their organisation&apos;s account (OpenID
          Connect, for example Microsoft Entra ID). Give the provider this redirect URI:{" "}
          <code className="rounded bg-primary-50 px-1.5 py-0.5 text-sm break-all">
            {redirectUri}
          </code>
        </p>
      </PageHeader>
      {/* A new form after each save or removal: a typed secret never stays in the field. */}
      <SsoSettingsForm
        key={loaderData.provider?.savedAt ?? "none"}
        view={loaderData}
        result={actionData}
      />
      {loaderData.provider && (
        <DomainVerification claims={loaderData.claims} errors={actionData?.errors ?? {}} />
      )}
    </div>
  );
}
