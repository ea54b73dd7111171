import { requireAdmin } from "@server/back-office/require-admin";
import {
  lessonEditorPage,
  lessonEditorPageAction,
} from "@server/back-office/courses/lesson-editor-page";
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

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return lessonEditorPage(request, context, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return lessonEditorPageAction(request, context, params, admin);
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
