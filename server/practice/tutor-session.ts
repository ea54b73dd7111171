import type { LessonSection } from "@common/practice/scenario";
import {
  stallPrompt,
  stopExplanation,
  type TutorSaying,
  type answerNext,
} from "@common/practice/tutor";
import type { OwnedAttempt } from "./owned-attempt";

/** Where the course teaches what the tutor said: the lesson's page and the section to read. */
export type TutorLesson = { href: string; title: string; section: string };

/** One thing the tutor says, as the session page shows it. */
export type TutorSayingView = { text: string; basis: string | null; lesson: TutorLesson | null };

type Course = { slug: string; title: string };

export function tutorLesson(
  course: Course,
  titles: ReadonlyMap<string, string>,
  teaches: LessonSection,
): TutorLesson {
  return {
    href: `/course/${encodeURIComponent(course.slug)}/start/${encodeURIComponent(teaches.lesson)}`,
    title: titles.get(teaches.lesson) ?? course.title,
    section: teaches.section,
  };
}

export function sayingView(
  saying: TutorSaying,
  course: Course,
  titles: ReadonlyMap<string, string>,
): TutorSayingView {
  return {
    text: saying.text,
    basis: saying.basis ?? null,
    lesson: saying.teaches ? tutorLesson(course, titles, saying.teaches) : null,
  };
}

export function answerView(
  answer: ReturnType<typeof answerNext>,
  course: Course,
  titles: ReadonlyMap<string, string>,
) {
  return { ...sayingView(answer, course, titles), monitor: answer.monitor };
}

/**
 * The tutor's part of the session page at `atMs`: null in assessed mode; in coach mode the stall
 * prompt when one is due, and why the last choice was stopped when it was.
 */
export function sessionTutor(
  attempt: Pick<OwnedAttempt, "definition" | "log" | "mode" | "courseSlug" | "courseTitle">,
  atMs: number,
  titles: ReadonlyMap<string, string>,
) {
  if (attempt.mode !== "coached") return null;
  const { definition, log } = attempt;
  const course = { slug: attempt.courseSlug, title: attempt.courseTitle };
  const prompt = stallPrompt(definition, log, atMs, "coached");
  const last = log.at(-1);
  const errorsById = new Map(definition.errors.map((error) => [error.id, error]));
  const stopped =
    last?.kind === "stopped"
      ? stopExplanation(last.outcome.errorIds.flatMap((id) => errorsById.get(id) ?? []))
      : [];
  return {
    prompt: prompt && { ...sayingView(prompt, course, titles), atSeconds: prompt.atSeconds },
    lastStop: stopped.length ? stopped.map((saying) => sayingView(saying, course, titles)) : null,
  };
}

export type SessionTutor = NonNullable<ReturnType<typeof sessionTutor>>;
export type TutorAnswerView = ReturnType<typeof answerView>;
