import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
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
  },
  (t) => [index("career_applications_user_id_idx").on(t.userId)],
);

/** The pricing page's institution enquiry form, which the earlier product never sent. */
export const institutionEnquiries = pgTable("institution_enquiries", {
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
});
