import {
  addCohortMembersSchema,
  cohortCoursesSchema,
  cohortDetailsSchema,
  cohortIntentSchema,
  removeCohortMemberSchema,
} from "@common/institutions/cohort-forms";
import { answerInvalid, answerRefused, notFound } from "@common/forms/action-answer";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm, validateForm } from "../../http/read-form";
import { readCohortProgressQuery } from "@common/institutions/cohort-progress-query";
import {
  courseValiditySchema,
  unrenewableMessage,
} from "@common/institutions/course-validity-form";
import { courseValidityOf, setCourseValidity, unrenewableCourseTitles } from "./course-validity";
import { cohortCourseChoices, setCohortCourses, updateCohortDetails } from "./cohorts";
import { requireCohort } from "./require-cohort";
import { auditedChange } from "../audit/audited-change";
import {
  addCohortMembersByEmail,
  listCohortMembers,
  memberPageSize,
  removeCohortMember,
} from "./cohort-members";

/** The settings page: the cohort's courses to choose from and a page of its members. */
export async function cohortSettingsPage(
  context: Pick<AppContext, "db" | "sessionUser">,
  request: Request,
  params: { institutionId?: string; cohortId?: string },
) {
  const { institution, cohort } = await requireCohort(context, request, params);
  const { page } = readCohortProgressQuery(request.url);
  const [choices, validity, members] = await Promise.all([
    cohortCourseChoices(context.db, institution.id, cohort.id),
    courseValidityOf(context.db, institution.id, cohort.id),
    listCohortMembers(context.db, institution.id, cohort.id, page),
  ]);
  const courses = choices.map((course) => ({
    ...course,
    validityMonths: validity[course.id] ?? null,
  }));
  return {
    institution: { id: institution.id, name: institution.name },
    cohort,
    courses,
    members: members.members,
    page,
    pageCount: Math.max(1, Math.ceil(members.total / memberPageSize)),
    memberCount: members.total,
  };
}

/**
 * The cohort settings page's forms (docs/product/institutions.md#cohorts): details, courses, members in and out. The
 * manager gate first, then the cohort must be the institution's, or the answer is 404 and
 * nothing changes.
 */
export async function cohortSettingsAction(
  context: Pick<AppContext, "db" | "sessionUser" | "clientIp">,
  request: Request,
  params: { institutionId?: string; cohortId?: string },
) {
  const { institution, cohort } = await requireCohort(context, request, params);
  const form = await readForm(request, cohortIntentSchema);
  if (!form.ok) return answerInvalid({ ...form, values: {} });
  const intent = form.data.intent;
  const here = `/manage/${institution.id}/cohorts/${cohort.id}/settings`;
  const done = (title: string, description?: string) =>
    redirectWithToast(here, { type: "success", title, description }, { status: 303 });
  const audited = <T>(
    change: Parameters<typeof auditedChange<T>>[2],
    entryOf: Parameters<typeof auditedChange<T>>[3],
  ) => auditedChange(context, institution.id, change, entryOf);
  const about = { subjectType: "cohort", subjectId: cohort.id, before: { name: cohort.name } };

  if (intent === "details") {
    const details = validateForm(cohortDetailsSchema, form.formData);
    if (!details.ok) return answerInvalid(details, {}, { form: intent });
    const outcome = await audited(
      (tx) => updateCohortDetails(tx, institution.id, cohort.id, details.data),
      (saved) =>
        saved !== "saved" ||
        (details.data.name === cohort.name && details.data.dueDate === cohort.dueDate)
          ? null
          : {
              ...about,
              action:
                details.data.name !== cohort.name ? "cohort.renamed" : "cohort.due-date-changed",
              summary: `Saved the cohort “${details.data.name}” (was “${cohort.name}”, due ${cohort.dueDate ?? "never"}; now due ${details.data.dueDate ?? "never"})`,
              before: { name: cohort.name, dueDate: cohort.dueDate },
              after: details.data,
            },
    );
    if (outcome === "taken") {
      const errors = { name: "Another cohort already has this name." };
      return answerRefused(errors, details.values, { form: intent });
    }
    return done("Cohort saved");
  }
  if (intent === "courses") {
    const chosen = validateForm(cohortCoursesSchema, form.formData);
    if (!chosen.ok) return answerInvalid(chosen, {}, { form: intent });
    const validity = validateForm(courseValiditySchema, form.formData);
    if (!validity.ok) return answerInvalid(validity, {}, { form: intent });
    const unrenewable = await unrenewableCourseTitles(context.db, validity.data);
    if (unrenewable.length > 0) {
      const errors = { validityMonths: unrenewableMessage(unrenewable) };
      return answerRefused(errors, validity.values, { form: intent });
    }
    const { assigned: count } = await audited(
      async (tx) => {
        const assigned = await setCohortCourses(
          tx,
          institution.id,
          cohort.id,
          chosen.data.courseIds,
        );
        // Validity is set after the assignment, in its transaction: a newly assigned course takes it.
        const validityChanged = await setCourseValidity(
          tx,
          institution.id,
          cohort.id,
          validity.data,
        );
        return { assigned, validityChanged };
      },
      ({ assigned, validityChanged }) =>
        assigned === null
          ? null
          : {
              ...about,
              action: "cohort.courses-changed",
              summary:
                `Assigned ${assigned === 1 ? "1 course" : `${assigned} courses`} to the cohort “${cohort.name}”` +
                (validityChanged > 0 ? `, with new validity periods` : ""),
              after: { courseIds: chosen.data.courseIds, validity: validity.data },
            },
    );
    return done("Courses saved", count === 1 ? "1 course assigned." : `${count} courses assigned.`);
  }
  if (intent === "add-members") {
    const added = validateForm(addCohortMembersSchema, form.formData);
    if (!added.ok) return answerInvalid(added, {}, { form: intent });
    const outcome = await audited(
      (tx) => addCohortMembersByEmail(tx, institution.id, cohort.id, added.data.emails),
      ({ added: count }) =>
        count === 0
          ? null
          : {
              ...about,
              action: "cohort.members-added",
              summary: `Added ${count === 1 ? "1 learner" : `${count} learners`} to the cohort “${cohort.name}”`,
              after: { added: count },
            },
    );
    if (outcome.notSeatHolders.length > 0) {
      const errors = {
        emails: `${outcome.added === 1 ? "1 learner was" : `${outcome.added} learners were`} added. These addresses hold no seat at ${institution.name}, so they were not: ${outcome.notSeatHolders.join(", ")}. Invite them from Learners first.`,
      };
      const values = { emails: outcome.notSeatHolders.join("\n") };
      return answerRefused(errors, values, { form: intent });
    }
    return done(outcome.added === 1 ? "1 learner added" : `${outcome.added} learners added`);
  }
  const removal = validateForm(removeCohortMemberSchema, form.formData);
  if (!removal.ok) return answerInvalid({ ...removal, values: {} }, {}, { form: intent });
  const removed = await audited(
    (tx) => removeCohortMember(tx, institution.id, cohort.id, removal.data.userId),
    (done) =>
      done
        ? {
            action: "cohort.members-removed",
            subjectType: "user",
            subjectId: removal.data.userId,
            summary: `Took a learner out of the cohort “${cohort.name}”`,
            before: { cohortId: cohort.id, cohort: cohort.name },
          }
        : null,
  );
  if (!removed) notFound();
  return done("Learner removed from the cohort", "Their seat, progress and results stay.");
}
