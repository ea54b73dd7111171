import { answerInvalid } from "@common/forms/action-answer";
import {
  emailQueueListQuery,
  emailQueueMessages,
  emailRetryFormSchema,
  readEmailQueueShow,
} from "@common/back-office/email-queue";
import { readListQuery } from "@common/back-office/list-query";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import { mailQueueDepth } from "../../mail/mail-queue-depth";
import { actorOf } from "../require-admin";
import { listQueuedEmails } from "./email-queue-list";
import { retryFailedEmail } from "./email-retry";

/** Emails waiting to be sent and those that failed, a page at a time, with the queue's depth. */
export async function emailQueuePage(context: AppContext, request: Request) {
  const show = readEmailQueueShow(request.url);
  const query = readListQuery(request.url, emailQueueListQuery);
  const [page, counts] = await Promise.all([
    listQueuedEmails(context.db, query, show),
    mailQueueDepth(context.db),
  ]);
  return { page, show, counts };
}

/** Retry a failed email, back to the same page of the list. */
export async function emailQueueAction(context: AppContext, request: Request, admin: SessionUser) {
  const form = await readForm(request, emailRetryFormSchema);
  if (!form.ok) return answerInvalid(form);
  const outcome = await retryFailedEmail(
    context.db,
    context.mailQueue,
    actorOf(admin),
    form.data.jobId,
  );
  const { pathname, search } = new URL(request.url);
  return redirectWithToast(
    `${pathname}${search}`,
    outcome === "retried"
      ? { type: "success", title: emailQueueMessages.retried }
      : { type: "info", title: emailQueueMessages.notFailed },
  );
}
