import { answerInvalid } from "@common/forms/action-answer";
import { learnerIntentSchema } from "@common/institutions/manager-forms";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { textFormMaxBytes, validateForm } from "../../http/read-form";
import { readFormDataWithLimit } from "../../uploads/limited-form-data";
import { readLearnersQuery } from "@common/institutions/learners-query";
import { londonDateOf } from "@common/london-time";
import { institutionCourseList } from "../institution-courses";
import { learnerSearchPage } from "../learners/learner-search";
import { cohortChoices, openInvitationList } from "../learner-lists";
import type { ManagedInstitution } from "../require-manager";
import {
  inviteIntent,
  nameManagerIntent,
  removeIntent,
  resendIntent,
  revokeIntent,
} from "./learner-intents";
import { answerUnreadable, bulkIntent } from "./learner-bulk-intent";

/** The institution's learners, its open invitations and the ways to invite more (docs/product/institutions.md#learners-and-invitations). */
export async function learnersPage(
  context: AppContext,
  request: Request,
  institution: ManagedInstitution,
  canChange: boolean,
) {
  const query = readLearnersQuery(request.url);
  const now = new Date();
  const [list, invitations, cohorts, courses] = await Promise.all([
    learnerSearchPage(
      context.db,
      { institutionId: institution.id, today: londonDateOf(now), now },
      query,
    ),
    openInvitationList(context.db, institution.id),
    cohortChoices(context.db, institution.id),
    institutionCourseList(context.db, institution.id),
  ]);
  return {
    institution: { id: institution.id, name: institution.name },
    query,
    list,
    holderCount: institution.seatsHeld,
    invitations: invitations.rows,
    invitationCount: invitations.total,
    cohorts,
    courses,
    canChange,
  };
}

export async function learnersAction(
  context: AppContext,
  request: Request,
  user: SessionUser,
  institution: ManagedInstitution,
) {
  let formData: FormData;
  try {
    formData = await readFormDataWithLimit(request, textFormMaxBytes);
  } catch {
    return answerUnreadable();
  }
  const bulk = bulkIntent(context, user, institution, formData);
  if (bulk) return bulk;
  const form = validateForm(learnerIntentSchema, formData);
  if (!form.ok) {
    const intent = form.values.intent;
    return answerInvalid(
      form,
      {},
      {
        form: typeof intent === "string" ? intent : undefined,
        toast: { type: "error", title: "Please check the form", description: form.firstError },
      },
    );
  }
  const input = form.data;
  const args = { context, managerId: user.id, institution, user };
  switch (input.intent) {
    case "invite":
      return inviteIntent({ ...args, input });
    case "remove":
      return removeIntent({ ...args, input });
    case "revoke":
      return revokeIntent({ ...args, input });
    case "resend":
      return resendIntent({ ...args, input });
    case "name-manager":
      return nameManagerIntent({ ...args, input });
  }
}
