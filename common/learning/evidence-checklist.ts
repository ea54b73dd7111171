/**
 * What a learner has done and what remains of a course's evidence of completion
 * (docs/product/learning.md#evidence-of-completion), with where to do each, for the course page
 * and the dashboard. Built from the columns the loaders already read; it decides nothing: the
 * SQL rule does, and `complete` is its answer.
 */
export type EvidenceStanding = {
  slug: string;
  evidenceLessonCount: number;
  lessonsEngaged: number;
  lessonsToEngage: { id: string; title: string; hasVideo: boolean }[];
  assessmentRequired: boolean;
  assessmentPassed: boolean;
  practiceRequired: boolean;
  practicePassed: boolean;
  practiceLessonId: string | null;
  evidenceComplete: boolean;
};

export type EvidenceItem = {
  key: string;
  done: boolean;
  /** "Watch the video of", "Read", "Pass the assessment"… */
  lead: string;
  /** The lesson's title, shown emphasised after the lead. */
  title: string | null;
  href: string | null;
};

export type EvidenceChecklist = {
  complete: boolean;
  items: EvidenceItem[];
  /** Lessons still to study beyond those listed (the dashboard lists a few). */
  moreLessons: number;
};

/** "Watch the video of Choosing the vein": the item as one sentence, for text and tests. */
export const evidenceItemText = (item: EvidenceItem) =>
  item.title ? `${item.lead} ${item.title}` : item.lead;

export function evidenceChecklist(standing: EvidenceStanding): EvidenceChecklist {
  const course = `/course/${encodeURIComponent(standing.slug)}`;
  const remaining = Math.max(standing.evidenceLessonCount - standing.lessonsEngaged, 0);
  const lessonItems: EvidenceItem[] =
    remaining === 0
      ? [
          {
            key: "lessons",
            done: standing.evidenceLessonCount > 0,
            lead: `Study every lesson (${standing.lessonsEngaged} of ${standing.evidenceLessonCount})`,
            title: null,
            href: null,
          },
        ]
      : standing.lessonsToEngage.map((lesson) => ({
          key: `lesson-${lesson.id}`,
          done: false,
          lead: lesson.hasVideo ? "Watch the video of" : "Read",
          title: lesson.title,
          href: `${course}/start/${encodeURIComponent(lesson.id)}`,
        }));
  const items = [...lessonItems];
  if (standing.assessmentRequired) {
    items.push({
      key: "assessment",
      done: standing.assessmentPassed,
      lead: "Pass the assessment",
      title: null,
      href: `${course}/assessment`,
    });
  }
  if (standing.practiceRequired) {
    items.push({
      key: "practice",
      done: standing.practicePassed,
      lead: "Pass the practice session",
      title: null,
      href: standing.practiceLessonId
        ? `${course}/start/${encodeURIComponent(standing.practiceLessonId)}?tab=vr`
        : null,
    });
  }
  return {
    complete: standing.evidenceComplete,
    items,
    moreLessons: remaining === 0 ? 0 : Math.max(remaining - standing.lessonsToEngage.length, 0),
  };
}
