import { data } from "react-router";
import { assessmentForEditing } from "@server/back-office/courses/assessment-questions";
import { assessmentEditorAction } from "@server/back-office/courses/assessment-editor-actions";
import { deletingOf, idParam } from "@server/back-office/courses/editor-params";
import { requireAdmin } from "@server/back-office/require-admin";
import { EditorSection } from "~/features/back-office/editor-form";
import { PageHeader } from "~/features/back-office/page-header";
import { formStateOf } from "~/features/back-office/editor-state";
import { QuestionForm } from "~/features/back-office/question-form";
import { QuestionsEditor } from "~/features/back-office/questions-editor";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/assessment-editor";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Assessment: ${loaderData.course.title}` : "Assessment", "Assessment");

async function editedAssessment(
  context: Route.LoaderArgs["context"],
  courseId: string | undefined,
) {
  const found = await assessmentForEditing(context.db, idParam(courseId));
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { course, assessment } = await editedAssessment(context, params.courseId);
  return { course, assessment, deleting: deletingOf(request) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const { course } = await editedAssessment(context, params.courseId);
  return assessmentEditorAction(context, admin, request, course.id);
}

export default function AssessmentEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, assessment, deleting } = loaderData;
  const questions = assessment?.questions ?? [];
  const version = questions.map((q) => `${q.id}${q.orderNumber}${q.text}`).join("|");
  return (
    <div className="grid gap-8">
      <PageHeader
        back={{ to: `/admin/courses/${course.id}`, label: course.title }}
        title={`Assessment of “${course.title}”`}
      >
        <p className="text-sm text-muted">
          {assessment
            ? `${assessment.title}. Learners see the questions and options; the answer key and explanations only after they submit.`
            : "No assessment yet: adding the first question creates it."}
        </p>
      </PageHeader>
      <QuestionsEditor
        questions={questions}
        answer={actionData}
        deleting={deleting}
        version={version}
      />
      <EditorSection id="new-question" title="Add a question">
        <QuestionForm
          key={version}
          question={null}
          formKey="question-new"
          state={formStateOf(actionData, "question-new")}
        />
      </EditorSection>
    </div>
  );
}
