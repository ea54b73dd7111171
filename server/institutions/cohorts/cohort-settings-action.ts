import { data } from "react-router";
import {
  addCohortMembersSchema,
  cohortCoursesSchema,
  cohortDetailsSchema,
  cohortIntentSchema,
  removeCohortMemberSchema,
  type cohortIntents,
} from "@common/institutions/cohort-forms";
import type { FormValues } from "@common/forms/form-result";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm, validateForm } from "../../http/read-form";
import { setCohortCourses, updateCohortDetails } from "./cohorts";
import { requireCohort } from "./require-cohort";
import { addCohortMembersByEmail, removeCohortMember } from "./cohort-members";

type Intent = (typeof cohortIntents)[number];
type Refusal = { intent: Intent | null; errors: Record<string, string>; values: FormValues };

const refuse = (status: number, refusal: Refusal) => data(refusal, { status });

/**
 * The cohort settings page's forms (docs/product/institutions.md#cohorts): details, courses, members in and out. The
 * manager gate first, then the cohort must be the institution's, or the answer is 404 and
 * nothing changes.
 */
export async function cohortSettingsAction(
  context: Pick<AppContext, "db" | "sessionUser">,
  request: Request,
  params: { institutionId?: string; cohortId?: string },
) {
  const { institution, cohort } = await requireCohort(context, request, params);
  const form = await readForm(request, cohortIntentSchema);
  if (!form.ok) return refuse(form.status, { intent: null, errors: form.errors, values: {} });
  const intent = form.data.intent;
  const here = `/manage/${institution.id}/cohorts/${cohort.id}/settings`;
  const done = (title: string, description?: string) =>
    redirectWithToast(here, { type: "success", title, description }, { status: 303 });

  if (intent === "details") {
    const details = validateForm(cohortDetailsSchema, form.formData);
    if (!details.ok) return refuse(400, { intent, errors: details.errors, values: details.values });
    const outcome = await updateCohortDetails(context.db, institution.id, cohort.id, details.data);
    if (outcome === "taken") {
      const errors = { name: "Another cohort already has this name." };
      return refuse(409, { intent, errors, values: details.values });
    }
    return done("Cohort saved");
  }
  if (intent === "courses") {
    const chosen = validateForm(cohortCoursesSchema, form.formData);
    if (!chosen.ok) return refuse(400, { intent, errors: chosen.errors, values: chosen.values });
    const count = await setCohortCourses(
      context.db,
      institution.id,
      cohort.id,
      chosen.data.courseIds,
    );
    return done("Courses saved", count === 1 ? "1 course assigned." : `${count} courses assigned.`);
  }
  if (intent === "add-members") {
    const added = validateForm(addCohortMembersSchema, form.formData);
    if (!added.ok) return refuse(400, { intent, errors: added.errors, values: added.values });
    const outcome = await addCohortMembersByEmail(
      context.db,
      institution.id,
      cohort.id,
      added.data.emails,
    );
    if (outcome.notSeatHolders.length > 0) {
      const errors = {
        emails: `${outcome.added === 1 ? "1 learner was" : `${outcome.added} learners were`} added. These addresses hold no seat at ${institution.name}, so they were not: ${outcome.notSeatHolders.join(", ")}. Invite them from Learners first.`,
      };
      return refuse(400, { intent, errors, values: { emails: outcome.notSeatHolders.join("\n") } });
    }
    return done(outcome.added === 1 ? "1 learner added" : `${outcome.added} learners added`);
  }
  const removal = validateForm(removeCohortMemberSchema, form.formData);
  if (!removal.ok) return refuse(400, { intent, errors: removal.errors, values: {} });
  const removed = await removeCohortMember(
    context.db,
    institution.id,
    cohort.id,
    removal.data.userId,
  );
  if (!removed) throw data(null, { status: 404 });
  return done("Learner removed from the cohort", "Their seat, progress and results stay.");
}
