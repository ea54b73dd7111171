import { data, Link } from "react-router";
import { assessmentForEditing } from "@server/back-office/assessment-questions";
import { assessmentEditorAction } from "@server/back-office/assessment-editor-actions";
import { deletingOf, idParam } from "@server/back-office/editor-params";
import { requireAdmin } from "@server/back-office/require-admin";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { DeleteStep } from "~/features/back-office/delete-step";
import { formStateOf } from "~/features/back-office/editor-state";
import { MoveButtons } from "~/features/back-office/move-buttons";
import { QuestionForm } from "~/features/back-office/question-form";
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
      <section aria-labelledby="questions" className="grid gap-4">
        <h2 id="questions" className="text-xl font-semibold">
          Questions
        </h2>
        {questions.length === 0 && <p className="text-muted">No questions yet.</p>}
        <ol className="grid gap-4">
          {questions.map((question, index) => {
            const name = `question ${index + 1}`;
            const formKey = `question-${question.id}`;
            return (
              <li key={question.id} id={`question-${question.id}`}>
                <Card aria-labelledby={`question-title-${question.id}`} className="gap-4">
                  <CardHeader className="flex flex-wrap items-start justify-between gap-3">
                    <CardTitle as="h3" id={`question-title-${question.id}`}>
                      {index + 1}. {question.text}
                    </CardTitle>
                    <div className="flex flex-wrap gap-2">
                      <MoveButtons
                        intent="move-question"
                        id={question.id}
                        name={name}
                        first={index === 0}
                        last={index === questions.length - 1}
                      />
                      <DeleteStep
                        intent="delete-question"
                        id={question.id}
                        name={name}
                        confirming={deleting === question.id}
                        consequence="Results already stored keep their score. This cannot be undone."
                      />
                    </div>
                  </CardHeader>
                  <CardContent className="grid gap-3">
                    <ol className="grid gap-1 text-sm">
                      {question.options.map((option) => (
                        <li key={option.letter}>
                          <span className="font-semibold">{option.letter}.</span> {option.text}
                          {option.letter === question.correctOption && (
                            <span className="ml-2 rounded bg-success-soft px-1.5 py-0.5 text-xs font-semibold">
                              Correct
                            </span>
                          )}
                        </li>
                      ))}
                    </ol>
                    <p className="text-sm">
                      <span className="font-medium">Explanation:</span> {question.explanation}
                    </p>
                    <details open={actionData?.formKey === formKey}>
                      <summary className="cursor-pointer rounded-md font-medium text-primary-700 focus-ring">
                        {`Edit ${name}`}
                      </summary>
                      <div className="mt-4">
                        <QuestionForm
                          key={version}
                          question={question}
                          formKey={formKey}
                          state={formStateOf(actionData, formKey)}
                        />
                      </div>
                    </details>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ol>
      </section>
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
