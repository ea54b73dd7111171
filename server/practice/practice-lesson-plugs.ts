import type { LessonPlugs } from "../context";
import { startAttempt } from "./attempts";

/** Practice's part in the lesson player: initiating VR opens a session of the lesson's scenario. */
export const practiceLessonPlugs: LessonPlugs = {
  async openPractice(db, learner) {
    const attemptId = await startAttempt(db, learner);
    return attemptId ? `/practice/${attemptId}` : null;
  },
};
