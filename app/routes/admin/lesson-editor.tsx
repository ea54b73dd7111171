import { data } from "react-router";
import type { BlockData } from "@common/back-office/block-form";
import { lessonForEditing } from "@server/back-office/courses/course-lessons";
import { deletingOf, idParam } from "@server/back-office/courses/editor-params";
import { lessonEditorAction } from "@server/back-office/courses/lesson-editor-actions";
import { requireAdmin } from "@server/back-office/require-admin";
import { EditorSection } from "~/features/back-office/editor-form";
import { PageHeader } from "~/features/back-office/page-header";
import { formStateOf } from "~/features/back-office/editor-state";
import { LessonBlocksEditor } from "~/features/back-office/lesson-blocks-editor";
import { LessonDetailsForm } from "~/features/back-office/lesson-details-form";
import { ContentBlocks } from "~/features/learning/player/content-blocks";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/lesson-editor";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Edit lesson: ${loaderData.lesson.title}` : "Lesson", "Lesson");

async function editedLesson(context: Route.LoaderArgs["context"], lessonId: string | undefined) {
  const found = await lessonForEditing(context.db, idParam(lessonId));
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { lesson, blocks, courseUpdatedAt, ...where } = await editedLesson(
    context,
    params.lessonId,
  );
  return {
    lesson: {
      id: lesson.id,
      title: lesson.title,
      version: courseUpdatedAt.toISOString(),
    },
    details: {
      title: lesson.title,
      slug: lesson.slug,
      summary: lesson.summary ?? "",
      videoUrl: lesson.videoUrl ?? "",
    },
    where,
    blocks: blocks.map((block) => ({
      id: block.id,
      type: block.type,
      content: block.content,
      metadata: block.metadata,
    })) as (BlockData & { id: string })[],
    deleting: deletingOf(request),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const { lesson, courseId } = await editedLesson(context, params.lessonId);
  return lessonEditorAction(context, admin, request, { id: lesson.id, courseId });
}

export default function LessonEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lesson, where } = loaderData;
  return (
    <div className="grid gap-8">
      <PageHeader
        back={{
          to: `/admin/courses/${where.courseId}#modules`,
          label: `${where.courseTitle}: ${where.moduleTitle}`,
        }}
        title={`Edit “${lesson.title}”`}
      >
        <p className="text-sm text-muted">
          In the player at{" "}
          <a
            className="text-primary-700 underline underline-offset-4"
            href={`/course/${where.courseSlug}/start/${lesson.id}`}
          >
            /course/{where.courseSlug}/start/{lesson.id}
          </a>
        </p>
      </PageHeader>
      <EditorSection id="lesson-details" title="Details">
        <LessonDetailsForm
          key={lesson.version}
          saved={loaderData.details}
          state={formStateOf(actionData, "lesson")}
        />
      </EditorSection>
      <LessonBlocksEditor
        key={lesson.version}
        blocks={loaderData.blocks}
        answer={actionData}
        deleting={loaderData.deleting}
        render={(block) => <ContentBlocks blocks={[block]} />}
      />
    </div>
  );
}
