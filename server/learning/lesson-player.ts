import type { SessionUser } from "../accounts/auth/session-user";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { findOutlineLesson, loadCourseOutline, type OutlineLesson } from "./course-outline";
import { enrol, enrolmentFailedToast } from "./enrolment";
import { loadLessonContent, loadLessonNotes } from "./lesson-content";
import { assertCourseAccess } from "./require-course-access";
import { practiceHistory } from "./practice-history";

/** Lessons carry only their link ref, title and tick: the panel lists every one of them. */
export type PlayerModule = {
  title: string;
  number: number;
  lessons: { ref: string; title: string; completed: boolean }[];
};

/**
 * Everything the lesson player shows, from three statements (outline, lesson, notes) plus an
 * enrolment on the first visit. Access is decided before any lesson content is read: someone
 * who may not open the course is sent to /pricing (`assertCourseAccess` throws the redirect).
 */
export async function loadLessonPlayer(
  deps: { db: Db; logger: Logger },
  user: SessionUser,
  courseRef: string,
  lessonRef: string | undefined,
) {
  const { db } = deps;
  const outline = await loadCourseOutline(db, user.id, courseRef);
  if (!outline) return { kind: "not-found" as const };
  assertCourseAccess(user, outline);

  const course = {
    id: outline.id,
    slug: outline.slug,
    title: outline.title,
    coverImage: outline.coverImage,
  };
  const current = findOutlineLesson(outline.lessons, lessonRef);
  const [enrolment, content, notes, practice] = await Promise.all([
    outline.enrolled ? { created: false, failed: null } : enrolQuietly(deps, user.id, outline.id),
    current ? loadLessonContent(db, current.id, user.id) : null,
    current ? notesOrNull(deps, user.id, current.id) : null,
    current ? practiceHistory(db, user.id, outline.id) : null,
  ]);
  if (outline.lessons.length === 0 && lessonRef === undefined) {
    return { kind: "no-lessons" as const, course, enrolment };
  }
  if (!current || !content) return { kind: "lesson-not-found" as const, course };

  const refs = lessonRefs(outline.lessons);
  const index = outline.lessons.indexOf(current);
  const neighbour = (lesson: OutlineLesson | undefined) =>
    lesson ? { ref: refs.get(lesson.id)!, title: lesson.title } : null;
  return {
    kind: "ready" as const,
    course,
    modules: groupByModule(outline.lessons, refs),
    completedCount: outline.lessons.filter((lesson) => lesson.completed).length,
    lessonCount: outline.lessons.length,
    lesson: {
      ...content,
      notes,
      ref: refs.get(current.id)!,
      number: index + 1,
      completed: current.completed,
      lastPosition: current.lastPosition,
    },
    // The VR tab's practice history (docs/product/practice.md#practice-history): best and last score, the latest attempts.
    practice,
    previous: neighbour(outline.lessons[index - 1]),
    next: neighbour(outline.lessons[index + 1]),
    enrolment,
  };
}

export type LessonPlayerData = Extract<
  Awaited<ReturnType<typeof loadLessonPlayer>>,
  { kind: "ready" }
>;

/** `failed` is the toast to show when the enrolment could not be made. */
async function enrolQuietly(deps: { db: Db; logger: Logger }, userId: string, courseId: string) {
  try {
    return { ...(await enrol(deps.db, userId, courseId)), failed: null };
  } catch (error) {
    deps.logger.error({ err: error, courseId }, "enrolment failed");
    return { created: false, failed: enrolmentFailedToast(error) };
  }
}

/** Null when the notes could not be read: the Notes tab says so, the lesson still shows. */
async function notesOrNull(deps: { db: Db; logger: Logger }, userId: string, lessonId: string) {
  try {
    return await loadLessonNotes(deps.db, userId, lessonId);
  } catch (error) {
    deps.logger.error({ err: error, lessonId }, "notes failed to load");
    return null;
  }
}

/** Links use the readable slug, or the id where two lessons of the course share a slug. */
function lessonRefs(lessons: OutlineLesson[]) {
  const seen = new Map<string, number>();
  for (const lesson of lessons) seen.set(lesson.slug, (seen.get(lesson.slug) ?? 0) + 1);
  return new Map(
    lessons.map((lesson) => [lesson.id, seen.get(lesson.slug) === 1 ? lesson.slug : lesson.id]),
  );
}

function groupByModule(lessons: OutlineLesson[], refs: Map<string, string>): PlayerModule[] {
  const modules = new Map<string, PlayerModule>();
  for (const lesson of lessons) {
    let group = modules.get(lesson.moduleId);
    if (!group) {
      group = {
        title: lesson.moduleTitle,
        number: modules.size + 1,
        lessons: [],
      };
      modules.set(lesson.moduleId, group);
    }
    group.lessons.push({
      ref: refs.get(lesson.id)!,
      title: lesson.title,
      completed: lesson.completed,
    });
  }
  return [...modules.values()];
}
