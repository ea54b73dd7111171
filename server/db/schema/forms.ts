import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, uuidPk } from "./columns";
import { users } from "./auth";

/** Messages sent through the contact form. */
export const contactSubmissions = pgTable("contact_submissions", {
  id: uuidPk(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  phoneNumber: text("phone_number"),
  createdAt: createdAt(),
  /** When someone in the back office first opened it; null while it is new. */
  readAt: readAt(),
});

/** Career applications; tied to the applicant's account when they were signed in. */
export const careerApplications = pgTable(
  "career_applications",
  {
    id: uuidPk(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    resumeUrl: text("resume_url").notNull().default(""),
    coverLetter: text("cover_letter"),
    createdAt: createdAt(),
    readAt: readAt(),
  },
  (t) => [index("career_applications_user_id_idx").on(t.userId)],
);

/** The pricing page's institution enquiry form, which the earlier product never sent. */
export const institutionEnquiries = pgTable(
  "institution_enquiries",
  {
    id: uuidPk(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    workEmail: text("work_email").notNull(),
    phone: text("phone").notNull(),
    numberOfUsers: integer("number_of_users"),
    specialties: jsonb("specialties").$type<string[]>().notNull().default([]),
    others: text("others"),
    message: text("message").notNull(),
    createdAt: createdAt(),
    readAt: readAt(),
    /** Where the sales conversation stands (common/back-office/enquiry-status.ts). */
    status: text("status").notNull().default("new"),
  },
  (t) => [
    check(
      "institution_enquiries_status_check",
      sql`${t.status} in ('new', 'contacted', 'won', 'lost')`,
    ),
  ],
);

/** The team's internal notes on an institution enquiry, newest last. */
export const enquiryNotes = pgTable(
  "enquiry_notes",
  {
    id: uuidPk(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => institutionEnquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id"),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("enquiry_notes_enquiry_id_idx").on(t.enquiryId)],
);

function readAt() {
  return timestamp("read_at", { withTimezone: true, mode: "date" });
}
