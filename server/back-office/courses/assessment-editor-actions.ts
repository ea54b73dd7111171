import { deleteFormSchema, moveFormSchema } from "@common/back-office/course-form";
import { assessmentSettingsSchema, questionFormSchema } from "@common/back-office/question-form";
import { saveAssessmentSettings } from "./assessment-settings";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { deleteQuestion, moveQuestion, saveQuestion } from "./assessment-questions";
import { answerEditorIntent, changeIntent } from "../editor-intents";
import { actorOf } from "../require-admin";

type Context = Pick<AppContext, "db" | "publicPagesChanged">;

/** The assessment editor's forms: its settings; add or edit a question, move it, delete it. */
export async function assessmentEditorAction(
  context: Context,
  admin: SessionUser,
  request: Request,
  courseId: string,
) {
  const { db } = context;
  const actor = actorOf(admin);
  const page = `/admin/courses/${courseId}/assessment`;
  return answerEditorIntent(
    request,
    {
      // The bank's size is checked again inside the save, with the same schema.
      "save-settings": changeIntent(context, assessmentSettingsSchema(100), async (input) => ({
        outcome: await saveAssessmentSettings(db, actor, courseId, input),
        to: `${page}#settings`,
        title: "Assessment settings saved",
      })),
      "save-question": changeIntent(context, questionFormSchema, async (input) => ({
        outcome: await saveQuestion(db, actor, courseId, input),
        to: `${page}#questions`,
        title: input.id ? "Question saved" : "Question added",
      })),
      "move-question": changeIntent(context, moveFormSchema, async (input) => ({
        outcome: await moveQuestion(db, actor, courseId, input.id, input.direction),
        to: `${page}#question-${input.id}`,
        title: `Question moved ${input.direction}`,
      })),
      "delete-question": changeIntent(context, deleteFormSchema, async (input) => ({
        outcome: await deleteQuestion(db, actor, courseId, input.id),
        to: `${page}#questions`,
        title: "Question deleted",
      })),
    },
    { unreadFormKey: "question-new" },
  );
}
