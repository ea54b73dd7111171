import {
  identityProviderAction,
  identityProviderPage,
} from "@server/back-office/institutions/identity-provider-page";
import { requireAdmin } from "@server/back-office/require-admin";
import { SignOnGuide } from "~/features/back-office/institutions/identity-provider-guide";
import { ScimProvisioningPanel } from "~/features/back-office/institutions/scim-provisioning-panel";
import { PageHeader } from "~/features/back-office/page-header";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/institution-identity-provider";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData
      ? `Identity provider setup: ${loaderData.institution.name}`
      : "Identity provider setup",
    "What an institution's IT team registers for single sign-on and SCIM provisioning.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return identityProviderPage(context, params.institutionId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return identityProviderAction(context, request, admin, params.institutionId);
}

export default function InstitutionIdentityProvider({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { institution } = loaderData;
  useToastFrom(actionData);
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        back={{ to: `/admin/institutions/${institution.id}/sso`, label: "Single sign-on" }}
        title="Identity provider setup"
      >
        <p className="text-muted">
          For {institution.name}&apos;s IT team: what to register at their identity provider for
          single sign-on, and how their directory gives and frees seats through SCIM.
        </p>
      </PageHeader>
      <SignOnGuide facts={loaderData} ssoPage={`/admin/institutions/${institution.id}/sso`} />
      <ScimProvisioningPanel view={loaderData} result={actionData} />
    </div>
  );
}
