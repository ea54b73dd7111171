import { certificateEarnedToast, certificateToasts } from "@common/learning/certificate-texts";
import { requireUser } from "../../accounts/require-user";
import type { AppContext } from "../../context";
import { pdfResponse } from "../../documents/pdf-document";
import { redirectWithToast } from "../../http/flash-toast";
import { findCourseRef } from "../lesson-in-course";
import { awardCertificateIfEarned } from "./award-certificate";
import { renderCertificatePdf } from "./certificate-pdf";
import { findOwnCertificate } from "./certificate-queries";
import { can } from "../../policy/can";
import { verificationUrl } from "./verification-url";

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The learner's certificate for a course as a PDF (docs/product/learning.md#certificates): their own
 * only; refused to anyone without Premium, even holding a certificate from an earlier plan.
 */
export async function downloadCertificate(
  context: AppContext,
  request: Request,
  courseRef: string,
) {
  const user = await requireUser(context, request);
  const course = await findCourseRef(context.db, courseRef);
  if (!course) return plain("Course not found", 404);
  if (!can(user, "course:premium-features", course)) {
    return plain("Certificates of completion come with Premium: upgrade at /pricing.", 403);
  }
  const certificate = await findOwnCertificate(context.db, user.id, course.id);
  if (!certificate) return plain("No certificate for this course yet.", 404);
  const bytes = await renderCertificatePdf(
    certificate,
    verificationUrl(context.config.appUrl, certificate.number),
  );
  return pdfResponse(bytes, `${course.slug}-certificate-${certificate.number}.pdf`);
}

/**
 * Awards a certificate earned before it could be (a learner who completed the course and passed,
 * then took Premium), then goes back to the course page with what happened.
 */
export async function claimCertificate(context: AppContext, request: Request, courseRef: string) {
  const user = await requireUser(context, request);
  const course = await findCourseRef(context.db, courseRef);
  if (!course) return plain("Course not found", 404);
  const coursePage = `/course/${encodeURIComponent(course.slug)}`;
  if (!can(user, "course:premium-features", course)) {
    return redirectWithToast("/pricing", certificateToasts.premiumRequired, { status: 303 });
  }
  const awarded = await awardCertificateIfEarned(context.db, user, course.id);
  if (awarded) return redirectWithToast(coursePage, certificateEarnedToast, { status: 303 });
  const existing = await findOwnCertificate(context.db, user.id, course.id);
  return existing
    ? redirectWithToast(coursePage, certificateEarnedToast, { status: 303 })
    : redirectWithToast(coursePage, certificateToasts.notEarned, { status: 303 });
}
