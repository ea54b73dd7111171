import { data } from "react-router";
import { notFound } from "@common/forms/action-answer";
import type { SessionUser } from "../accounts/auth/session-user";
import type { AppContext } from "../context";
import { applyPlayerIntent } from "./apply-player-intent";
import { loadLessonPlayer } from "./lesson-player";

/**
 * The lesson player's page (docs/product/learning.md#lesson-player): an unknown course or lesson is not
 * found (a lesson of another course names the course it was looked for in).
 */
export async function lessonPlayerPage(
  context: AppContext,
  user: SessionUser,
  courseRef: string,
  lessonRef: string | undefined,
) {
  let result;
  try {
    result = await loadLessonPlayer(context, user, courseRef, lessonRef);
  } catch (error) {
    if (error instanceof Response) throw error; // the course gate's redirect to /pricing
    context.logger.error({ err: error, reqId: context.requestId }, "lesson player failed to load");
    return data({ state: "error" as const }, { status: 500 });
  }
  switch (result.kind) {
    case "not-found":
      return notFound();
    case "lesson-not-found":
      return notFound({ courseTitle: result.course.title });
    case "no-lessons":
      return { state: "no-lessons" as const, course: result.course };
    case "ready":
      return { state: "ready" as const, player: result };
  }
}

/** The player's changes: progress and notes (`apply-player-intent.ts`). */
export function lessonPlayerAction(
  context: AppContext,
  request: Request,
  target: { courseRef: string; lessonRef: string | undefined },
) {
  return applyPlayerIntent(context, request, target);
}
