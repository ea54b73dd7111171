import type { CertificateOffer } from "@common/learning/course-achievement";
import { defaultCourseMinutes } from "@common/learning/certificate-texts";
import type { EvidenceChecklist } from "@common/learning/evidence-checklist";
import { verificationUrl } from "./verification-url";

type CourseStanding = {
  estimatedDuration: number | null;
  /** The one rule's answer (docs/product/learning.md#evidence-of-completion). */
  evidenceComplete: boolean;
  assessmentPassed: boolean;
  certificateNumber: string | null;
};

/** What a course's page or card offers about its certificate, from the viewer's standing. */
export function certificateOffer(
  course: CourseStanding,
  checklist: EvidenceChecklist,
  viewer: { premium: boolean; appUrl: string },
): CertificateOffer {
  const cpdMinutes = course.estimatedDuration ?? defaultCourseMinutes;
  if (course.certificateNumber) {
    return {
      state: "earned",
      number: course.certificateNumber,
      verificationUrl: verificationUrl(viewer.appUrl, course.certificateNumber),
      canDownload: viewer.premium,
    };
  }
  if (!viewer.premium) return { state: "premium-required", cpdMinutes };
  if (course.evidenceComplete && course.assessmentPassed) return { state: "claimable", cpdMinutes };
  const toDo = checklist.items.filter((item) => !item.done).length + checklist.moreLessons;
  return { state: "in-progress", cpdMinutes, toDo };
}
