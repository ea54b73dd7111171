import { data, Form, Link, useNavigation } from "react-router";
import { institutionLogoSrc } from "@common/institutions/institution-logo";
import { idParam } from "@server/back-office/courses/editor-params";
import { institutionEditorAction } from "@server/back-office/institutions/institution-editor-actions";
import {
  coursesToChoose,
  institutionForEditing,
} from "@server/back-office/institutions/institutions";
import { requireAdmin } from "@server/back-office/require-admin";
import { Button } from "~/components/ui/button";
import { EditorSection } from "~/features/back-office/editor-form";
import { PageHeader } from "~/features/back-office/page-header";
import { formStateOf } from "~/features/back-office/editor-state";
import { InstitutionForm, type InstitutionDetails } from "~/features/back-office/institution-form";
import { InstitutionManagers } from "~/features/back-office/institution-managers";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/institution-editor";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.institution ? `Edit: ${loaderData.institution.name}` : "New institution",
    "Institution",
  );

/** The institution being edited (`/admin/institutions/:institutionId`), or none for a new one. */
async function editedInstitution(
  context: Route.LoaderArgs["context"],
  institutionId: string | undefined,
) {
  if (institutionId === undefined) return null;
  const found = await institutionForEditing(context.db, idParam(institutionId));
  if (!found) throw data(null, { status: 404 });
  return found;
}

const emptyDetails: InstitutionDetails = {
  name: "",
  seatCount: "",
  contractStart: "",
  contractEnd: "",
  tier: "standard",
  emailDomains: "",
  courseIds: [],
  logoSrc: null,
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const [found, courses] = await Promise.all([
    editedInstitution(context, params.institutionId),
    coursesToChoose(context.db),
  ]);
  if (!found) return { institution: null, details: emptyDetails, courses, managers: [] };
  return {
    institution: {
      id: found.id,
      name: found.name,
      seatsHeld: found.seatsHeld,
      seatCount: found.seatCount,
      version: found.updatedAt.toISOString(),
    },
    details: {
      name: found.name,
      seatCount: String(found.seatCount),
      contractStart: found.contractStart,
      contractEnd: found.contractEnd,
      tier: found.tier,
      emailDomains: found.emailDomains.join(", "),
      courseIds: found.courseIds,
      logoSrc: found.logoKey ? institutionLogoSrc(found.logoKey) : null,
    } satisfies InstitutionDetails,
    courses,
    managers: found.managers.map((manager) => ({
      ...manager,
      namedAt: manager.namedAt.toISOString(),
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const found = await editedInstitution(context, params.institutionId);
  return institutionEditorAction(context, admin, request, found?.id ?? null);
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
