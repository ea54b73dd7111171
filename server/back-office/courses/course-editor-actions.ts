import {
  courseFormSchema,
  deleteFormSchema,
  moduleFormSchema,
  moveFormSchema,
  newLessonFormSchema,
} from "@common/back-office/course-form";
import { articleImageMessages } from "@common/back-office/article-image";
import { z } from "@common/zod";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { checkArticleImage } from "../../uploads/image-check";
import type { ArticleImage } from "../articles/articles";
import { addLesson, deleteLesson, moveLesson } from "./course-lessons";
import { addModule, deleteModule, moveModule, renameModule } from "./course-modules";
import { saveCourse } from "./courses";
import { refuse } from "./editor-answers";
import {
  answerEditorIntent,
  changeIntent,
  editorIntent,
  type EditorIntents,
  type PostedForm,
} from "../editor-intents";
import { actorOf } from "../require-admin";
import { uploadFormBytes } from "../../http/body-limits";

const renameModuleSchema = moduleFormSchema.extend({ id: z.uuid({ error: "Unknown module" }) });

type Context = Pick<AppContext, "db" | "storage" | "publicPagesChanged">;
type Actor = ReturnType<typeof actorOf>;

/**
 * The course editor's forms, told apart by `intent`: the course's details (with its cover),
 * then its modules and lessons. A new course (`courseId` null) accepts only its details.
 */
export async function courseEditorAction(
  context: Context,
  admin: SessionUser,
  request: Request,
  courseId: string | null,
) {
  const details: EditorIntents = {
    "save-course": editorIntent(
      courseFormSchema,
      (input, posted) => saveCourseDetails(context, admin, input, posted, courseId),
      { formKey: "course" },
    ),
  };
  const intents =
    courseId === null
      ? details
      : { ...details, ...outlineIntents(context, actorOf(admin), courseId) };
  return answerEditorIntent(request, intents, {
    unreadFormKey: "course",
    maxBytes: uploadFormBytes.course,
  });
}

/** The modules and lessons of a saved course. */
function outlineIntents(context: Context, actor: Actor, courseId: string): EditorIntents {
  const { db } = context;
  const page = `/admin/courses/${courseId}`;
  return {
    "add-module": changeIntent(context, moduleFormSchema, async (input) => ({
      outcome: await addModule(db, actor, courseId, input),
      to: `${page}#modules`,
      title: "Module added",
    })),
    "rename-module": changeIntent(context, renameModuleSchema, async (input) => ({
      outcome: await renameModule(db, actor, courseId, input.id, input),
      to: `${page}#module-${input.id}`,
      title: "Module saved",
    })),
    "delete-module": changeIntent(context, deleteFormSchema, async (input) => ({
      outcome: await deleteModule(db, actor, courseId, input.id),
      to: `${page}#modules`,
      title: "Module deleted",
    })),
    "move-module": changeIntent(context, moveFormSchema, async (input) => ({
      outcome: await moveModule(db, actor, courseId, input.id, input.direction),
      to: `${page}#module-${input.id}`,
      title: `Module moved ${input.direction}`,
    })),
    "add-lesson": changeIntent(context, newLessonFormSchema, async (input) => ({
      outcome: await addLesson(db, actor, courseId, input),
      to: `${page}#module-${input.moduleId}`,
      title: "Lesson added",
    })),
    "delete-lesson": changeIntent(context, deleteFormSchema, async (input) => ({
      outcome: await deleteLesson(db, actor, courseId, input.id),
      to: `${page}#modules`,
      title: "Lesson deleted",
    })),
    "move-lesson": changeIntent(context, moveFormSchema, async (input) => ({
      outcome: await moveLesson(db, actor, courseId, input.id, input.direction),
      to: `${page}#lesson-${input.id}`,
      title: `Lesson moved ${input.direction}`,
    })),
  };
}

async function saveCourseDetails(
  context: Context,
  admin: SessionUser,
  input: z.output<typeof courseFormSchema>,
  { formData, values }: PostedForm,
  courseId: string | null,
) {
  const upload = formData.get("cover");
  let cover: ArticleImage | undefined;
  if (upload instanceof File && upload.size > 0) {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const checked = checkArticleImage(upload.name, bytes);
    if (!checked.ok) return refuse("course", { cover: checked.reason }, values);
    cover = { bytes, extension: checked.extension, contentType: checked.contentType };
  } else if (upload instanceof File && upload.name) {
    return refuse("course", { cover: articleImageMessages.empty }, values);
  }
  const outcome = await saveCourse(context.db, context.storage, actorOf(admin), {
    id: courseId ?? undefined,
    input,
    cover,
  });
  if (!outcome.saved) return refuse("course", outcome.errors, values);
  context.publicPagesChanged();
  return redirectWithToast(`/admin/courses/${outcome.id}`, {
    type: "success",
    title: "Course saved",
  });
}
