import type { Db } from "../db/client";
import { careerApplications } from "../db/schema/index";

export type NewCareerApplication = {
  userId: string | null;
  firstName: string;
  lastName: string;
  /** The resume's path in the resumes bucket. */
  resumeUrl: string;
  coverLetter: string | null;
};

/** Inserts first_name, last_name, resume_url, cover_letter. */
export async function saveCareerApplication(db: Db, application: NewCareerApplication) {
  const [row] = await db
    .insert(careerApplications)
    .values(application)
    .returning({ id: careerApplications.id });
  if (!row) throw new Error("The career application was not stored");
  return row;
}
