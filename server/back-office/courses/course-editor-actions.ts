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
import { answerChange, check, readEditorForm, refuse, unknownIntent } from "./editor-answers";
import { actorOf } from "../require-admin";
import { uploadFormBytes } from "../../http/body-limits";

const renameModuleSchema = moduleFormSchema.extend({ id: z.uuid({ error: "Unknown module" }) });

type Context = Pick<AppContext, "db" | "storage" | "publicPagesChanged">;

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
  const form = await readEditorForm(request, uploadFormBytes.course);
  if (!form.ok) return refuse("course", form.errors, form.values, form.status);
  const { formData, values } = form;
  const intent = form.data.intent;
  if (intent === "save-course") return saveCourseDetails(context, admin, formData, courseId);
  if (courseId === null) return unknownIntent(values);
  const actor = actorOf(admin);
  const page = `/admin/courses/${courseId}`;
  const formKey = typeof form.data.formKey === "string" ? form.data.formKey : String(intent);
  const answer = (outcome: Parameters<typeof answerChange>[1], to: string, title: string) =>
    answerChange(context, outcome, { formKey, values, to, title });

  switch (intent) {
    case "add-module": {
      const input = check(moduleFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      return answer(
        await addModule(context.db, actor, courseId, input.data),
        `${page}#modules`,
        "Module added",
      );
    }
    case "rename-module": {
      const input = check(renameModuleSchema, formData, formKey);
      if (!input.ok) return input.answer;
      const outcome = await renameModule(context.db, actor, courseId, input.data.id, input.data);
      return answer(outcome, `${page}#module-${input.data.id}`, "Module saved");
    }
    case "delete-module": {
      const input = check(deleteFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      return answer(
        await deleteModule(context.db, actor, courseId, input.data.id),
        `${page}#modules`,
        "Module deleted",
      );
    }
    case "move-module": {
      const input = check(moveFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      const outcome = await moveModule(
        context.db,
        actor,
        courseId,
        input.data.id,
        input.data.direction,
      );
      return answer(
        outcome,
        `${page}#module-${input.data.id}`,
        `Module moved ${input.data.direction}`,
      );
    }
    case "add-lesson": {
      const input = check(newLessonFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      const outcome = await addLesson(context.db, actor, courseId, input.data);
      return answer(outcome, `${page}#module-${input.data.moduleId}`, "Lesson added");
    }
    case "delete-lesson": {
      const input = check(deleteFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      return answer(
        await deleteLesson(context.db, actor, courseId, input.data.id),
        `${page}#modules`,
        "Lesson deleted",
      );
    }
    case "move-lesson": {
      const input = check(moveFormSchema, formData, formKey);
      if (!input.ok) return input.answer;
      const outcome = await moveLesson(
        context.db,
        actor,
        courseId,
        input.data.id,
        input.data.direction,
      );
      return answer(
        outcome,
        `${page}#lesson-${input.data.id}`,
        `Lesson moved ${input.data.direction}`,
      );
    }
    default:
      return unknownIntent(values);
  }
}

async function saveCourseDetails(
  context: Context,
  admin: SessionUser,
  formData: FormData,
  courseId: string | null,
) {
  const form = check(courseFormSchema, formData, "course");
  if (!form.ok) return form.answer;
  const upload = formData.get("cover");
  let cover: ArticleImage | undefined;
  if (upload instanceof File && upload.size > 0) {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const checked = checkArticleImage(upload.name, bytes);
    if (!checked.ok) return refuse("course", { cover: checked.reason }, form.values);
    cover = { bytes, extension: checked.extension, contentType: checked.contentType };
  } else if (upload instanceof File && upload.name) {
    return refuse("course", { cover: articleImageMessages.empty }, form.values);
  }
  const outcome = await saveCourse(context.db, context.storage, actorOf(admin), {
    id: courseId ?? undefined,
    input: form.data,
    cover,
  });
  if (!outcome.saved) return refuse("course", outcome.errors, form.values);
  context.publicPagesChanged();
  return redirectWithToast(`/admin/courses/${outcome.id}`, {
    type: "success",
    title: "Course saved",
  });
}
