import { and, eq, sql } from "drizzle-orm";
import { isUuid } from "@common/uuid";
import { sectionAnchor } from "@common/learning/section-anchor";
import type { ReviewAfterFail } from "../db/schema/assessments";
import type { Db } from "../db/client";
import { assessmentQuestions, assessmentResults, lessons } from "../db/schema";
import { shownOption, type ShownQuestion } from "./assessment-shown";

type KeyEntry = {
  id: string;
  correct: string;
  explanation: string;
  source: string;
  teachesLessonId: string | null;
  teachesSection: string | null;
  lessonTitle: string | null;
};

/**
 * One of the reader's own results with the key of its assessment's bank (one statement); null
 * for another person's result or an id that is no id.
 */
export async function loadResultForReview(db: Db, userId: string, resultId: string) {
  if (!isUuid(resultId)) return null;
  const [row] = await db
    .select({
      id: assessmentResults.id,
      score: assessmentResults.score,
      passed: assessmentResults.passed,
      answers: assessmentResults.answers,
      questions: assessmentResults.questions,
      key: sql<KeyEntry[]>`(
        select coalesce(json_agg(json_build_object(
          'id', q.id, 'correct', q.correct_option, 'explanation', q.explanation, 'source', q.source,
          'teachesLessonId', q.teaches_lesson_id, 'teachesSection', q.teaches_section,
          'lessonTitle', l.title)), '[]'::json)
        from ${assessmentQuestions} q left join ${lessons} l on l.id = q.teaches_lesson_id
        where q.assessment_id::text = ${assessmentResults}.${sql.identifier("assessment_id")})`,
    })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.id, resultId), eq(assessmentResults.userId, userId)));
  return row ?? null;
}

type ResultForReview = NonNullable<Awaited<ReturnType<typeof loadResultForReview>>>;

/** A link to the lesson section that teaches a question, or to the course without one. */
function reviseLink(entry: KeyEntry | undefined, course: { slug: string; title: string }) {
  if (!entry?.teachesLessonId) {
    return { href: `/course/${course.slug}`, label: `Revise: ${course.title}` };
  }
  const lesson = `/course/${course.slug}/start/${entry.teachesLessonId}`;
  const anchor = entry.teachesSection ? sectionAnchor(entry.teachesSection) : "";
  return {
    href: anchor ? `${lesson}#${anchor}` : lesson,
    label: `Revise: ${entry.teachesSection || entry.lessonTitle || course.title}`,
  };
}

/**
 * The review the assessment's policy allows (docs/product/learning.md#assessment-review): after a
 * pass, or with 'full', every question with the answer given, the right one, why and on what
 * authority; after a fail with 'wrong-only', which questions were wrong and where each is taught,
 * and nothing of the key. Only what is returned here reaches the browser.
 */
export function reviewOf(
  result: ResultForReview,
  questions: ShownQuestion[],
  policy: ReviewAfterFail,
  course: { slug: string; title: string },
) {
  const keyOf = new Map(result.key.map((entry) => [entry.id, entry]));
  const marked = questions.map((question) => ({
    question,
    entry: keyOf.get(question.id),
    given: result.answers[question.id] ?? null,
  }));
  const right = ({ entry, given }: (typeof marked)[number]) => given === entry?.correct;
  const summary = {
    id: result.id,
    score: result.score,
    passed: result.passed,
    rightCount: marked.filter(right).length,
    total: questions.length,
  };
  if (!result.passed && policy === "wrong-only") {
    return {
      ...summary,
      policy: "wrong-only" as const,
      wrong: marked
        .filter((item) => !right(item))
        .map(({ question, entry, given }) => ({
          id: question.id,
          number: question.number,
          text: question.text,
          answer: shownOption(question, given),
          revise: reviseLink(entry, course),
        })),
    };
  }
  return {
    ...summary,
    policy: "full" as const,
    questions: marked.map((item) => ({
      id: item.question.id,
      number: item.question.number,
      text: item.question.text,
      answer: shownOption(item.question, item.given),
      right: right(item),
      correctAnswer: shownOption(item.question, item.entry?.correct),
      explanation: item.entry?.explanation ?? "",
      source: item.entry?.source ?? "",
    })),
  };
}

export type AttemptReview = ReturnType<typeof reviewOf>;
