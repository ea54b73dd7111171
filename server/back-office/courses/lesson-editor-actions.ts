import { answerDone } from "@common/forms/action-answer";
import { blockDataOf, blockFormSchema } from "@common/back-office/block-form";
import { deleteFormSchema, moveFormSchema } from "@common/back-office/course-form";
import { lessonFormSchema } from "@common/back-office/lesson-form";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { saveLessonDetails } from "./course-lessons";
import { answerChange } from "./editor-answers";
import { deleteBlock, moveBlock, saveBlock } from "./lesson-blocks";
import { answerEditorIntent, changeIntent, editorIntent } from "../editor-intents";
import { actorOf } from "../require-admin";

type Context = Pick<AppContext, "db" | "publicPagesChanged">;

/** The lesson editor's forms: the lesson's details, then each block (save, preview, move, delete). */
export async function lessonEditorAction(
  context: Context,
  admin: SessionUser,
  request: Request,
  lesson: { id: string; courseId: string },
) {
  const { db } = context;
  const actor = actorOf(admin);
  const page = `/admin/lessons/${lesson.id}`;
  return answerEditorIntent(
    request,
    {
      "save-lesson": changeIntent(
        context,
        lessonFormSchema,
        async (input) => ({
          outcome: await saveLessonDetails(db, actor, lesson.courseId, lesson.id, input),
          to: page,
          title: "Lesson saved",
        }),
        { formKey: "lesson" },
      ),
      "save-block": editorIntent(blockFormSchema, async (input, { formKey, values }) => {
        const block = blockDataOf(input);
        // Preview: the player's own components draw the block below its form; nothing is saved.
        if (input.blockIntent === "preview")
          return answerDone({ preview: block }, { form: formKey, values });
        const outcome = await saveBlock(db, actor, lesson.id, input.id, block);
        return answerChange(context, outcome, {
          formKey,
          values,
          to: `${page}#blocks`,
          title: input.id ? "Block saved" : "Block added",
        });
      }),
      "move-block": changeIntent(context, moveFormSchema, async (input) => ({
        outcome: await moveBlock(db, actor, lesson.id, input.id, input.direction),
        to: `${page}#block-${input.id}`,
        title: `Block moved ${input.direction}`,
      })),
      "delete-block": changeIntent(context, deleteFormSchema, async (input) => ({
        outcome: await deleteBlock(db, actor, lesson.id, input.id),
        to: `${page}#blocks`,
        title: "Block deleted",
      })),
    },
    { unreadFormKey: "lesson" },
  );
}
