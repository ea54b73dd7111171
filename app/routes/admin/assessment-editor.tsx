import { requireAdmin } from "@server/back-office/require-admin";
import {
  assessmentEditorPage,
  assessmentEditorPageAction,
} from "@server/back-office/courses/assessment-editor-page";
import { AssessmentSettingsForm } from "~/features/back-office/assessment-settings-form";
import { EditorSection } from "~/features/back-office/editor-form";
import { PageHeader } from "~/features/back-office/page-header";
import { formStateOf } from "~/features/back-office/editor-state";
import { QuestionForm } from "~/features/back-office/question-form";
import { QuestionsEditor } from "~/features/back-office/questions-editor";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/assessment-editor";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Assessment: ${loaderData.course.title}` : "Assessment", "Assessment");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return assessmentEditorPage(request, context, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return assessmentEditorPageAction(request, context, params, admin);
}

export default function AssessmentEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, assessment, deleting, lessons } = loaderData;
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
      {assessment && (
        <EditorSection id="settings" title="Attempts">
          <AssessmentSettingsForm
            key={`${assessment.drawCount}${assessment.reviewAfterFail}${assessment.failureLimit}${assessment.failureWindowHours}`}
            settings={assessment}
            bankSize={questions.length}
            state={formStateOf(actionData, "settings")}
          />
        </EditorSection>
      )}
      <QuestionsEditor
        lessons={lessons}
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
          lessons={lessons}
        />
      </EditorSection>
    </div>
  );
}
