import { answerInvalid, answerRefused } from "@common/forms/action-answer";
import { newCohortSchema } from "@common/institutions/cohort-forms";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import type { ManagedInstitution } from "../require-manager";
import { createCohort, listCohorts } from "./cohorts";
import { auditedChange } from "../audit/audited-change";

/** The institution's cohorts (docs/product/institutions.md#cohorts). */
export async function cohortsPage(context: Pick<AppContext, "db">, institutionId: string) {
  return { institutionId, cohorts: await listCohorts(context.db, institutionId) };
}

/** A new cohort: its name must be the institution's only one of that name. */
export async function newCohortAction(
  context: Pick<AppContext, "db" | "sessionUser" | "clientIp">,
  request: Request,
  institution: ManagedInstitution,
) {
  const form = await readForm(request, newCohortSchema);
  if (!form.ok) return answerInvalid(form);
  const created = await auditedChange(
    context,
    institution.id,
    (tx) => createCohort(tx, institution.id, form.data),
    (made) =>
      made && {
        action: "cohort.created",
        subjectType: "cohort",
        subjectId: made.id,
        summary: `Created the cohort “${form.data.name}”`,
        after: form.data,
      },
  );
  if (!created)
    return answerRefused({ name: "Another cohort already has this name." }, form.values);
  return redirectWithToast(
    `/manage/${institution.id}/cohorts/${created.id}/settings`,
    {
      type: "success",
      title: "Cohort created",
      description: "Now assign its courses and learners.",
    },
    { status: 303 },
  );
}
