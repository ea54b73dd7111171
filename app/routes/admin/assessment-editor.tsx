import { Link } from "react-router";
import { requireAdmin } from "@server/back-office/require-admin";
import {
  assessmentEditorPage,
  assessmentEditorPageAction,
} from "@server/back-office/courses/assessment-editor-page";
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
  const { course, assessment, deleting } = loaderData;
  const questions = assessment?.questions ?? [];
  const version = questions.map((q) => `${q.id}${q.orderNumber}${q.text}`).join("|");
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <Link
          to={`/admin/courses/${course.id}`}
          className="text-sm font-medium text-primary-700 underline underline-offset-4"
        >
          {course.title}
        </Link>
        <h1 className="text-2xl font-semibold">Assessment of “{course.title}”</h1>
        <p className="text-sm text-muted">
          {assessment
            ? `${assessment.title}. Learners see the questions and options; the answer key and explanations only after they submit.`
            : "No assessment yet: adding the first question creates it."}
        </p>
      </div>
      <QuestionsEditor
        questions={questions}
        answer={actionData}
        deleting={deleting}
        version={version}
      />
      <section aria-labelledby="new-question" className="grid gap-4">
        <h2 id="new-question" className="text-xl font-semibold">
          Add a question
        </h2>
        <QuestionForm
          key={version}
          question={null}
          formKey="question-new"
          state={formStateOf(actionData, "question-new")}
        />
      </section>
    </div>
  );
}
