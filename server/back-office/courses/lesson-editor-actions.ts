import { answerDone } from "@common/forms/action-answer";
import { blockDataOf, blockFormSchema } from "@common/back-office/block-form";
import { deleteFormSchema, moveFormSchema } from "@common/back-office/course-form";
import { lessonFormSchema } from "@common/back-office/lesson-form";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { saveLessonDetails } from "./course-lessons";
import { answerChange, check, readEditorForm, refuse, unknownIntent } from "./editor-answers";
import { deleteBlock, moveBlock, saveBlock } from "./lesson-blocks";
import { actorOf } from "../require-admin";

type Context = Pick<AppContext, "db" | "publicPagesChanged">;

/** The lesson editor's forms: the lesson's details, then each block (save, preview, move, delete). */
export async function lessonEditorAction(
  context: Context,
  admin: SessionUser,
  request: Request,
  lesson: { id: string; courseId: string },
) {
  const form = await readEditorForm(request);
  if (!form.ok) return refuse("lesson", form.errors, form.values, form.status);
  const { formData, values } = form;
  const actor = actorOf(admin);
  const page = `/admin/lessons/${lesson.id}`;
  const formKey =
    typeof form.data.formKey === "string" ? form.data.formKey : String(form.data.intent);
  const answer = (outcome: Parameters<typeof answerChange>[1], to: string, title: string) =>
    answerChange(context, outcome, { formKey, values, to, title });

  switch (form.data.intent) {
    case "save-lesson": {
      const input = check(lessonFormSchema, formData, "lesson");
      if (!input.ok) return input.answer;
      const outcome = await saveLessonDetails(
        context.db,
        actor,
        lesson.courseId,
        lesson.id,
        input.data,
      );
      return answerChange(context, outcome, {
        formKey: "lesson",
        values,
        to: page,
        title: "Lesson saved",
      });
    }
    case "save-block": {
      const input = check(blockFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      const block = blockDataOf(input.data);
      // Preview: the player's own components draw the block below its form; nothing is saved.
      if (input.data.blockIntent === "preview")
        return answerDone({ preview: block }, { form: formKey, values });
      const outcome = await saveBlock(context.db, actor, lesson.id, input.data.id, block);
      return answer(outcome, `${page}#blocks`, input.data.id ? "Block saved" : "Block added");
    }
    case "move-block": {
      const input = check(moveFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      const outcome = await moveBlock(
        context.db,
        actor,
        lesson.id,
        input.data.id,
        input.data.direction,
      );
      return answer(
        outcome,
        `${page}#block-${input.data.id}`,
        `Block moved ${input.data.direction}`,
      );
    }
    case "delete-block": {
      const input = check(deleteFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      return answer(
        await deleteBlock(context.db, actor, lesson.id, input.data.id),
        `${page}#blocks`,
        "Block deleted",
      );
    }
    default:
      return unknownIntent(values);
  }
}
