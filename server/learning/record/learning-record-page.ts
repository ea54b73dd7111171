import { answerInvalid, answerRefused } from "@common/forms/action-answer";
import type { FormRefusal } from "@common/forms/form-result";
import { registrationTypeLabel } from "@common/auth/registration-types";
import {
  externalActivitySchema,
  learningRecordIntentSchema,
  periodFrom,
  reflectionSchema,
} from "@common/learning/learning-record";
import { z } from "@common/zod";
import type { SessionUser } from "../../accounts/auth/session-user";
import { requireUser } from "../../accounts/require-user";
import type { AppContext } from "../../context";
import { pdfResponse } from "../../documents/pdf-document";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm, validateForm } from "../../http/read-form";
import { saveCourseReflection } from "./course-reflections";
import {
  createExternalActivity,
  deleteExternalActivity,
  updateExternalActivity,
} from "./external-activities";
import { loadLearningRecord } from "./learning-record";
import { learningRecordCsv } from "./learning-record-csv";
import { learningRecordPdf } from "./learning-record-pdf";
import { listCompletionHistory } from "../renewal/completion-history";
import { validityView } from "../renewal/validity-view";

export const learningRecordPath = "/account/learning-record";

/** The learning record page (docs/product/learning.md#learning-record) over the period the URL asks for. */
export async function loadLearningRecordPage(
  context: Pick<AppContext, "db" | "config">,
  user: SessionUser,
  url: URL,
) {
  const { period, error } = periodFrom(url.searchParams);
  const [record, history] = await Promise.all([
    loadLearningRecord(context.db, user.id, period, context.config.appUrl),
    listCompletionHistory(context.db, user.id),
  ]);
  const now = new Date();
  // Completions that expire or were renewed (docs/product/institutions.md#renewal).
  const renewals = history
    .map(({ completionExpiresAt, renewalOpenedAt, awardedAt, completedAt, ...completion }) => ({
      ...completion,
      awardedAt: awardedAt === null ? null : new Date(awardedAt).toISOString(),
      completedAt: completedAt === null ? null : new Date(completedAt).toISOString(),
      validity: validityView({ completionExpiresAt, renewalOpenedAt }, now),
    }))
    .filter((completion) => completion.validity || completion.earlier.length > 0);
  return { ...record, renewals, periodError: error };
}

/** The record as a CSV or PDF download, over the same period as the page. */
export async function exportLearningRecord(
  context: AppContext,
  request: Request,
  format: "csv" | "pdf",
) {
  const user = await requireUser(context, request);
  const { period } = periodFrom(new URL(request.url).searchParams);
  const record = await loadLearningRecord(context.db, user.id, period, context.config.appUrl);
  const filename = `learning-record-${period.from}-to-${period.to}`;
  if (format === "csv") {
    return new Response(learningRecordCsv(record), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  }
  const bytes = await learningRecordPdf(record, holderOf(user));
  return pdfResponse(bytes, `${filename}.pdf`);
}

function holderOf(user: SessionUser) {
  const profile = user.profile;
  const type = registrationTypeLabel(profile?.professionalRegType);
  const registration = [type, profile?.regNo].filter(Boolean).join(" ") || null;
  return { name: user.person.displayName, email: user.email, registration };
}

const done = (title: string) =>
  redirectWithToast(learningRecordPath, { type: "success", title }, { status: 303 });
const activityId = z.object({ activityId: z.uuid("Choose an activity from your record.") });
// An entry that is not the learner's is refused in the page, which stays (decision 0050).
const notInRecord = (intent: string) =>
  answerRefused("That entry is not in your record.", {}, { status: 404, extra: { intent } });

/**
 * The page's changes: a reflection on a course, CPD done elsewhere added, changed or removed;
 * each on the learner's own entries only (another person's id answers 404 and changes nothing).
 */
export async function applyLearningRecordIntent(context: AppContext, request: Request) {
  const user = await requireUser(context, request);
  const form = await readForm(request, learningRecordIntentSchema);
  if (!form.ok) throw new Response(form.firstError || "Unknown action", { status: form.status });
  const { intent } = form.data;
  const refused = (reading: FormRefusal, key: string) =>
    answerInvalid(reading, { intent }, { form: key });
  const owner = (id: string) => ({ userId: user.id, id });

  if (intent === "reflection-save") {
    const reading = validateForm(reflectionSchema, form.formData);
    if (!reading.ok) return refused(reading, String(form.values.courseId ?? ""));
    const saved = await saveCourseReflection(context.db, user.id, reading.data);
    return saved ? done("Reflection saved") : notInRecord(intent);
  }
  if (intent === "external-create") {
    const reading = validateForm(externalActivitySchema, form.formData);
    if (!reading.ok) return refused(reading, "new");
    await createExternalActivity(context.db, user.id, reading.data);
    return done("Activity added to your record");
  }
  const target = validateForm(activityId, form.formData);
  if (!target.ok) return notInRecord(intent);
  if (intent === "external-delete") {
    const deleted = await deleteExternalActivity(context.db, owner(target.data.activityId));
    return deleted ? done("Activity removed from your record") : notInRecord(intent);
  }
  const reading = validateForm(externalActivitySchema, form.formData);
  if (!reading.ok) return refused(reading, target.data.activityId);
  const updated = await updateExternalActivity(
    context.db,
    owner(target.data.activityId),
    reading.data,
  );
  return updated ? done("Activity updated") : notInRecord(intent);
}
