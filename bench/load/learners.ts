import { and, asc, eq, inArray } from "drizzle-orm";
import { answerField } from "../../common/learning/assessment-scoring";
import type { Db } from "../../server/db/client";
import {
  assessmentQuestions,
  assessments,
  courses,
  lessons,
  modules,
  userNotes,
} from "../../server/db/schema";
import { signUpSubscribed } from "../support/learner";

export type Learner = {
  cookie: string;
  tier: "standard" | "premium";
  courseId: string;
  /** The course's lessons in order, each with the note this learner wrote there before the run. */
  lessons: { id: string; noteId: string }[];
  /** The assessment form's fields, every question answered with its key (a pass). */
  answers: string;
};

/**
 * `count` learners of the seeded demo courses, signed up over HTTP, each with a session of its
 * own: every other one Premium (who may open the Premium course and earn certificates), the rest
 * Standard. Each is enrolled in one course (the first lesson's visit enrols) and has written one
 * note on each of its lessons, which the run then edits.
 */
export async function seededLearners(baseURL: string, db: Db, count: number) {
  const allCourses = await db
    .select({ id: courses.id, slug: courses.slug, requiredTier: courses.requiredTier })
    .from(courses)
    .orderBy(asc(courses.slug));
  const standardCourses = allCourses.filter((course) => course.requiredTier === "standard");
  if (standardCourses.length === 0) throw new Error("the database has no seeded Standard course");
  const learners: Learner[] = [];
  for (let i = 0; i < count; i++) {
    const tier = i % 2 === 1 ? ("premium" as const) : ("standard" as const);
    const open = tier === "premium" ? allCourses : standardCourses;
    const course = open[Math.floor(i / 2) % open.length]!;
    // Each learner from an address of its own (the server trusts the loopback proxy).
    const forwardedFor = `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const { cookie, userId } = await signUpSubscribed(baseURL, db, {
      tier,
      headers: { "x-forwarded-for": forwardedFor },
    });
    const lessonIds = await lessonsOf(db, course.id);
    for (const lessonId of lessonIds) {
      const path = `/course/${course.id}/start/${lessonId}`;
      await expectStatus(fetch(`${baseURL}${path}`, { headers: { cookie } }), 200, path);
      const body = new URLSearchParams({
        intent: "note-create",
        content: "Check the patient's identity and consent before starting.",
      });
      await expectStatus(
        fetch(`${baseURL}${path}`, {
          method: "POST",
          headers: { cookie, origin: baseURL },
          body,
        }),
        200,
        `note on ${path}`,
      );
    }
    const notes = await db
      .select({ id: userNotes.id, lessonId: userNotes.lessonId })
      .from(userNotes)
      .where(and(eq(userNotes.userId, userId), inArray(userNotes.lessonId, lessonIds)));
    const noteOf = new Map(notes.map((note) => [note.lessonId, note.id]));
    learners.push({
      cookie,
      tier,
      courseId: course.id,
      lessons: lessonIds.map((id) => ({ id, noteId: noteOf.get(id)! })),
      answers: await passingAnswers(db, course.id),
    });
  }
  return learners;
}

async function expectStatus(answer: Promise<Response>, status: number, what: string) {
  const response = await answer;
  await response.arrayBuffer();
  if (response.status !== status) throw new Error(`${what} answered ${response.status}`);
}

async function lessonsOf(db: Db, courseId: string) {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber));
  if (rows.length === 0) throw new Error(`course ${courseId} has no lessons`);
  return rows.map((row) => row.id);
}

async function passingAnswers(db: Db, courseId: string) {
  const questions = await db
    .select({ id: assessmentQuestions.id, correct: assessmentQuestions.correctOption })
    .from(assessmentQuestions)
    .innerJoin(assessments, eq(assessments.id, assessmentQuestions.assessmentId))
    .where(eq(assessments.courseId, courseId));
  if (questions.length === 0) throw new Error(`course ${courseId} has no assessment questions`);
  return new URLSearchParams(
    questions.map((question) => [answerField(question.id), question.correct]),
  ).toString();
}
