import { clinovaActivityType, type Period } from "@common/learning/learning-record";
import { formatCpdHours } from "@common/learning/cpd-hours";
import type { Db } from "../../db/client";
import { verificationUrl } from "../certificates/verification-url";
import { listCourseEntries } from "./course-entries";
import { listExternalActivities } from "./external-activities";
import { listPracticeEntries, practiceActivityType } from "./practice-cpd";

export type Reflection = { whatLearned: string; practiceChange: string; standards: string };

/** One CPD entry of the learning record, from a Clinova course or recorded by the learner. */
export type RecordEntry = {
  source: "clinova" | "external" | "practice";
  /** The course id, or the external activity's id. */
  id: string;
  date: string;
  title: string;
  activityType: string;
  minutes: number;
  participatory: boolean;
  covered: string;
  /** Clinova courses: what was done ("Evidence of completion (2 hours)…; assessment passed with 92%"). */
  achievement: string | null;
  /** Clinova courses: study time measured on the server (video, reading, practice), in minutes. */
  activeMinutes: number | null;
  certificate: { number: string; verificationUrl: string } | null;
  reflection: Reflection | null;
};

const hasText = (reflection: Reflection | null) =>
  Boolean(
    reflection && (reflection.whatLearned || reflection.practiceChange || reflection.standards),
  );

/**
 * The learner's learning record over a period (docs/product/learning.md#learning-record): their Clinova
 * courses, their practice sessions and the CPD they recorded, newest first, with totals of
 * hours. Three statements.
 */
export async function loadLearningRecord(db: Db, userId: string, period: Period, appUrl: string) {
  const [courses, external, practice] = await Promise.all([
    listCourseEntries(db, userId),
    listExternalActivities(db, userId),
    listPracticeEntries(db, userId),
  ]);
  const entries: RecordEntry[] = [
    ...courses.map((course) => ({
      source: "clinova" as const,
      id: course.courseId,
      date: course.date,
      title: course.title,
      activityType: clinovaActivityType,
      // A course's hours count only with its evidence of completion; a pass alone is listed.
      minutes: course.complete ? course.cpdMinutes : 0,
      activeMinutes: course.activeMinutes,
      participatory: false,
      covered: course.learningOutline.join("; "),
      achievement: achievementOf(course),
      certificate: course.certificateNumber
        ? {
            number: course.certificateNumber,
            verificationUrl: verificationUrl(appUrl, course.certificateNumber),
          }
        : null,
      reflection: hasText(course.reflection) ? course.reflection : null,
    })),
    // Practice sessions (docs/product/practice.md#practice-history): simulation on one's own, so not participatory.
    ...practice.map((entry) => ({
      ...entry,
      source: "practice" as const,
      activityType: practiceActivityType,
      activeMinutes: null,
      participatory: false,
      covered: "",
      certificate: null,
      reflection: null,
    })),
    ...external.map((activity) => ({
      source: "external" as const,
      id: activity.id,
      date: activity.activityDate,
      title: activity.title,
      activityType: activity.activityType,
      minutes: activity.minutes,
      participatory: activity.participatory,
      covered: activity.covered,
      achievement: null,
      activeMinutes: null,
      certificate: null,
      reflection: hasText(activity) ? pickReflection(activity) : null,
    })),
  ]
    .filter((entry) => entry.date >= period.from && entry.date <= period.to)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  return { period, entries, totals: totalsOf(entries) };
}

export type LearningRecord = Awaited<ReturnType<typeof loadLearningRecord>>;

function achievementOf(course: {
  complete: boolean;
  bestScore: number | null;
  practiceScore: number | null;
  cpdMinutes: number;
}) {
  const parts = [
    course.complete
      ? `Evidence of completion: every lesson studied (${formatCpdHours(course.cpdMinutes)})`
      : "Evidence of completion not complete yet: the hours count once it is",
    course.bestScore !== null ? `assessment passed with ${course.bestScore}%` : null,
    course.practiceScore !== null
      ? `practice session passed with ${course.practiceScore} out of 100`
      : null,
  ];
  return parts.filter(Boolean).join("; ");
}

const pickReflection = (row: Reflection): Reflection => ({
  whatLearned: row.whatLearned,
  practiceChange: row.practiceChange,
  standards: row.standards,
});

function totalsOf(entries: RecordEntry[]) {
  const sum = (list: RecordEntry[]) => list.reduce((total, entry) => total + entry.minutes, 0);
  return {
    minutes: sum(entries),
    participatoryMinutes: sum(entries.filter((entry) => entry.participatory)),
    nonParticipatoryMinutes: sum(entries.filter((entry) => !entry.participatory)),
    reflections: entries.filter((entry) => entry.reflection).length,
  };
}
