import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { careerApplications } from "../../db/schema/index";
import { resumesBucket } from "../../leads/submit-career-application";
import type { Storage } from "../../storage/storage";
import { recordAudit } from "../../audit/audit-log";
import { checkResumeToken } from "./resume-link";

export type ResumeDownload =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; contentType: string; fileName: string }
  | { ok: false; reason: "missing" | "no-file" | "expired" | "invalid" };

/**
 * The résumé of an application for a signed link: the link checked, then the download written
 * to the audit log before a byte leaves (an entry without a finished download is possible; a
 * download without an entry is not).
 */
export async function downloadResume(
  deps: { db: Db; storage: Storage; secret: string; now?: Date },
  admin: { id: string; email: string },
  applicationId: string,
  token: string | null,
): Promise<ResumeDownload> {
  const { db, storage } = deps;
  const [application] = await db
    .select({
      firstName: careerApplications.firstName,
      lastName: careerApplications.lastName,
      resumeUrl: careerApplications.resumeUrl,
    })
    .from(careerApplications)
    .where(eq(careerApplications.id, applicationId))
    .limit(1);
  if (!application) return { ok: false, reason: "missing" };
  const check = checkResumeToken(
    deps.secret,
    token,
    { applicationId, adminId: admin.id },
    deps.now,
  );
  if (!check.ok) return check;
  if (!application.resumeUrl) return { ok: false, reason: "no-file" };
  const file = await storage.get(resumesBucket, application.resumeUrl);
  if (!file) return { ok: false, reason: "no-file" };
  await db.transaction((tx) =>
    recordAudit(tx, admin, {
      action: "resume.download",
      subjectType: "career-application",
      subjectId: applicationId,
      summary: `Downloaded the résumé of ${application.firstName} ${application.lastName}`,
      after: { file: application.resumeUrl, bytes: file.bytes.byteLength },
    }),
  );
  return {
    ok: true,
    bytes: file.bytes,
    contentType: file.contentType,
    fileName: application.resumeUrl.split("/").pop() ?? "resume",
  };
}
