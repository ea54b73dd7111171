import { Form, Link, useNavigation } from "react-router";
import { requireAdmin } from "@server/back-office/require-admin";
import {
  institutionEditorPage,
  institutionEditorPageAction,
} from "@server/back-office/institutions/institution-editor-page";
import { Button } from "~/components/ui/button";
import { EditorSection } from "~/features/back-office/editor-form";
import { PageHeader } from "~/features/back-office/page-header";
import { formStateOf } from "~/features/back-office/editor-state";
import { InstitutionForm } from "~/features/back-office/institution-form";
import { InstitutionManagers } from "~/features/back-office/institution-managers";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/institution-editor";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.institution ? `Edit: ${loaderData.institution.name}` : "New institution",
    "Institution",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return institutionEditorPage(request, context, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return institutionEditorPageAction(request, context, params, admin);
}

export default function InstitutionEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { institution } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="grid gap-8">
      <PageHeader
        back={{ to: "/admin/institutions", label: "All institutions" }}
        title={institution ? institution.name : "New institution"}
      >
        {institution && (
          <p className="text-sm text-muted">
            {`${institution.seatsHeld} of ${institution.seatCount} seats held`}
          </p>
        )}
        {institution && (
          <Link
            to={`/admin/institutions/${institution.id}/sso`}
            className="w-fit text-sm font-medium text-primary-700 underline underline-offset-4"
          >
            Single sign-on
          </Link>
        )}
        {institution && (
          <Link
            to={`/admin/institutions/${institution.id}/identity-provider`}
            className="w-fit text-sm font-medium text-primary-700 underline underline-offset-4"
          >
            Identity provider setup and SCIM
          </Link>
        )}
      </PageHeader>
      <EditorSection id="details" title="Details">
        <InstitutionForm
          key={institution?.version}
          saved={loaderData.details}
          courses={loaderData.courses}
          state={formStateOf(actionData, "institution")}
          saving={busy}
          isNew={!institution}
        />
        {loaderData.details.logoSrc && (
          <Form method="post">
            <input type="hidden" name="intent" value="remove-logo" />
            <Button type="submit" variant="outline" disabled={busy}>
              Remove the logo
            </Button>
          </Form>
        )}
      </EditorSection>
      {institution && (
        <InstitutionManagers
          key={loaderData.managers.map((manager) => manager.userId).join()}
          managers={loaderData.managers}
          state={formStateOf(actionData, "managers")}
          busy={busy}
        />
      )}
    </div>
  );
}
