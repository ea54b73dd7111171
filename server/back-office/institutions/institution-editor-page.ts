import { institutionLogoSrc } from "@common/institutions/institution-logo";
import { institutionEditorAction } from "./institution-editor-actions";
import { coursesToChoose, institutionForEditing } from "./institutions";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { idParam } from "../courses/editor-params";
import { notFound } from "@common/forms/action-answer";
import { retentionYearsRange } from "@common/back-office/institution-form";

/** The institution being edited (`/admin/institutions/:institutionId`), or none for a new one. */
async function editedInstitution(context: AppContext, institutionId: string | undefined) {
  if (institutionId === undefined) return null;
  const found = await institutionForEditing(context.db, idParam(institutionId));
  if (!found) notFound();
  return found;
}

const emptyDetails = {
  name: "",
  seatCount: "",
  contractStart: "",
  contractEnd: "",
  tier: "standard",
  emailDomains: "",
  retentionYears: String(retentionYearsRange.default),
  courseIds: [],
  logoSrc: null,
};

/** The institution editor's page. */
export async function institutionEditorPage(
  request: Request,
  context: AppContext,
  params: Record<string, string | undefined>,
) {
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
      retentionYears: String(found.retentionYears),
      courseIds: found.courseIds,
      logoSrc: found.logoKey ? institutionLogoSrc(found.logoKey) : null,
    },
    courses,
    managers: found.managers.map((manager) => ({
      ...manager,
      namedAt: manager.namedAt.toISOString(),
    })),
  };
}

/** The institution editor's forms (`institution-editor-actions.ts`). */
export async function institutionEditorPageAction(
  request: Request,
  context: AppContext,
  params: Record<string, string | undefined>,
  admin: SessionUser,
) {
  const found = await editedInstitution(context, params.institutionId);
  return institutionEditorAction(context, admin, request, found?.id ?? null);
}
