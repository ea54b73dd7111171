import { deleteFormSchema, moveFormSchema } from "@common/back-office/course-form";
import { questionFormSchema } from "@common/back-office/question-form";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { deleteQuestion, moveQuestion, saveQuestion } from "./assessment-questions";
import { answerChange, check, readEditorForm, refuse, unknownIntent } from "./editor-answers";
import { actorOf } from "../require-admin";

type Context = Pick<AppContext, "db" | "publicPagesChanged">;

/** The assessment editor's forms: add or edit a question, move it, delete it. */
export async function assessmentEditorAction(
  context: Context,
  admin: SessionUser,
  request: Request,
  courseId: string,
) {
  const form = await readEditorForm(request);
  if (!form.ok) return refuse("question-new", form.errors, form.values, form.status);
  const { formData, values } = form;
  const actor = actorOf(admin);
  const page = `/admin/courses/${courseId}/assessment`;
  const formKey =
    typeof form.data.formKey === "string" ? form.data.formKey : String(form.data.intent);
  const answer = (outcome: Parameters<typeof answerChange>[1], to: string, title: string) =>
    answerChange(context, outcome, { formKey, values, to, title });

  switch (form.data.intent) {
    case "save-question": {
      const input = check(questionFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      const outcome = await saveQuestion(context.db, actor, courseId, input.data);
      return answer(
        outcome,
        `${page}#questions`,
        input.data.id ? "Question saved" : "Question added",
      );
    }
    case "move-question": {
      const input = check(moveFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      const outcome = await moveQuestion(
        context.db,
        actor,
        courseId,
        input.data.id,
        input.data.direction,
      );
      return answer(
        outcome,
        `${page}#question-${input.data.id}`,
        `Question moved ${input.data.direction}`,
      );
    }
    case "delete-question": {
      const input = check(deleteFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      return answer(
        await deleteQuestion(context.db, actor, courseId, input.data.id),
        `${page}#questions`,
        "Question deleted",
      );
    }
    default:
      return unknownIntent(values);
  }
}
