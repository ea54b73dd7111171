import type { CareerApplicationInput } from "@common/career-application";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { Storage } from "../storage/storage";
import { checkResume } from "../uploads/resume-check";
import { saveCareerApplication } from "./career-applications";
import { resumeObjectName } from "./resume-object-name";

export const resumesBucket = "resumes";

export type CareerOutcome =
  | { ok: true; resumePath: string }
  | { ok: false; problem: "rejected-file"; reason: string }
  | { ok: false; problem: "storage" | "database" };

type Deps = { db: Db; storage: Storage; logger: Logger; now?: () => Date };

/**
 * Checks the resume, stores it in the private resumes bucket, then records the application.
 * Nothing is kept when any step fails: a refused file is never stored, and a file whose row
 * could not be written is deleted again.
 */
export async function submitCareerApplication(
  deps: Deps,
  input: CareerApplicationInput,
  /** The signed-in applicant, so deleting their account also removes their CV. */
  userId: string | null,
): Promise<CareerOutcome> {
  const { db, storage, logger } = deps;
  const bytes = new Uint8Array(await input.resume.arrayBuffer());
  const check = await checkResume(input.resume.name, bytes);
  if (!check.ok) {
    logger.info({ reason: check.reason }, "resume refused");
    return { ok: false, problem: "rejected-file", reason: check.reason };
  }

  const now = (deps.now ?? (() => new Date()))();
  const path = resumeObjectName(now, input.firstName, input.lastName, check.extension);
  try {
    await storage.put(resumesBucket, path, bytes, check.contentType);
  } catch (error) {
    logger.error({ err: error }, "resume could not be stored");
    return { ok: false, problem: "storage" };
  }

  try {
    const { id } = await saveCareerApplication(db, {
      userId,
      firstName: input.firstName,
      lastName: input.lastName,
      resumeUrl: path,
      coverLetter: input.coverLetter,
    });
    logger.info({ applicationId: id }, "career application received");
    return { ok: true, resumePath: path };
  } catch (error) {
    logger.error({ err: error }, "career application could not be stored");
    await storage.delete(resumesBucket, path).catch((cleanup: unknown) => {
      logger.error({ err: cleanup, path }, "orphaned resume could not be deleted");
    });
    return { ok: false, problem: "database" };
  }
}
