import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  careerApplications,
  contactSubmissions,
  enquiryNotes,
  institutionEnquiries,
  users,
} from "../../db/schema/index";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A contact message, everything sent; null when there is none. */
export async function messageForReading(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString(), readAt: iso(row.readAt) } : null;
}

/** A career application with its applicant's account email when they were signed in. */
export async function applicationForReading(db: Db, id: string) {
  const [row] = await db
    .select({ application: careerApplications, accountEmail: users.email })
    .from(careerApplications)
    .leftJoin(users, eq(users.id, careerApplications.userId))
    .where(eq(careerApplications.id, id))
    .limit(1);
  if (!row) return null;
  const { application } = row;
  return {
    id: application.id,
    firstName: application.firstName,
    lastName: application.lastName,
    coverLetter: application.coverLetter,
    hasResume: application.resumeUrl !== "",
    accountEmail: row.accountEmail,
    createdAt: application.createdAt.toISOString(),
    readAt: iso(application.readAt),
  };
}

/** An institution enquiry and its internal notes, newest first. */
export async function enquiryForReading(db: Db, id: string) {
  const [enquiry] = await db
    .select()
    .from(institutionEnquiries)
    .where(eq(institutionEnquiries.id, id))
    .limit(1);
  if (!enquiry) return null;
  const notes = await db
    .select({
      id: enquiryNotes.id,
      author: enquiryNotes.author,
      body: enquiryNotes.body,
      createdAt: enquiryNotes.createdAt,
    })
    .from(enquiryNotes)
    .where(eq(enquiryNotes.enquiryId, id))
    .orderBy(desc(enquiryNotes.createdAt), desc(enquiryNotes.id));
  return {
    enquiry: {
      ...enquiry,
      createdAt: enquiry.createdAt.toISOString(),
      readAt: iso(enquiry.readAt),
    },
    notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
  };
}
