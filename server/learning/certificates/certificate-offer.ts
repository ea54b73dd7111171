import type { CertificateOffer } from "@common/learning/course-achievement";
import { defaultCourseMinutes } from "@common/learning/certificate-texts";
import { verificationUrl } from "./verification-url";

type CourseStanding = {
  estimatedDuration: number | null;
  lessonCount: number;
  completedCount: number;
  passed: boolean;
  certificateNumber: string | null;
};

/** What a course's page or card offers about its certificate, from the viewer's standing. */
export function certificateOffer(
  course: CourseStanding,
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
  const lessonsLeft = Math.max(course.lessonCount - course.completedCount, 0);
  if (course.lessonCount > 0 && lessonsLeft === 0 && course.passed) {
    return { state: "claimable", cpdMinutes };
  }
  return { state: "in-progress", cpdMinutes, lessonsLeft, passed: course.passed };
}
