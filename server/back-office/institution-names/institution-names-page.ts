import { answerInvalid, answerRefused } from "@common/forms/action-answer";
import {
  institutionNameDecisionSchema,
  institutionNameListQuery,
  institutionNameMessages,
} from "@common/back-office/institution-names";
import { readListQuery } from "@common/back-office/list-query";
import type { FlashToast } from "@common/toast";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import { actorOf } from "../require-admin";
import { decideInstitutionName } from "./name-decisions";
import { approvedNames, listPendingNames } from "./pending-names";

/** Names people typed, waiting for a decision, and the approved ones to merge into. */
export async function institutionNamesPage(context: AppContext, request: Request) {
  const query = readListQuery(request.url, institutionNameListQuery);
  const [page, approved] = await Promise.all([
    listPendingNames(context.db, query),
    approvedNames(context.db),
  ]);
  return { page, approved };
}

/** Approve, reject or merge one name; a merge into a name not approved is refused (422). */
export async function institutionNameAction(
  context: AppContext,
  request: Request,
  admin: SessionUser,
) {
  const form = await readForm(request, institutionNameDecisionSchema);
  if (!form.ok) return answerInvalid(form);
  const decided = await decideInstitutionName(context.db, actorOf(admin), form.data);
  if (decided.outcome === "unknown target") {
    return answerRefused(institutionNameMessages.unknownTarget, form.values);
  }
  const { pathname, search } = new URL(request.url);
  return redirectWithToast(`${pathname}${search}`, toastFor(decided));
}

function toastFor(decided: Awaited<ReturnType<typeof decideInstitutionName>>): FlashToast {
  switch (decided.outcome) {
    case "approved":
      return {
        type: "success",
        title: institutionNameMessages.approved,
        description: `“${decided.name}” is offered to everyone now.`,
      };
    case "rejected":
      return {
        type: "success",
        title: institutionNameMessages.rejected,
        description: `“${decided.name}” stays on its profiles and is not offered to anyone else.`,
      };
    case "merged":
      return {
        type: "success",
        title: institutionNameMessages.merged,
        description: `“${decided.name}” is now “${decided.into}” on ${decided.profiles} profile${decided.profiles === 1 ? "" : "s"}.`,
      };
    default:
      return { type: "info", title: institutionNameMessages.notPending };
  }
}
