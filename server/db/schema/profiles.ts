import { sql } from "drizzle-orm";
import { check, date, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./columns";
import { users } from "./auth";

/** Profiles: the professional details given at sign-up. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  dob: date("dob"),
  professionalRegType: text("professional_reg_type"),
  regNo: text("reg_no"),
  institution: text("institution"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * How a name stands in the picker's list: `approved` names are offered to everyone; a name a
 * person typed is `pending` until an admin approves it (or merges it into an approved name, which
 * removes it); a `rejected` name stays on its proposers' profiles but is never offered, nor queued
 * again (decision 0047).
 */
export const institutionNameStatuses = ["approved", "pending", "rejected"] as const;
export type InstitutionNameStatus = (typeof institutionNameStatuses)[number];

/**
 * Institutions, listed by name for the sign-up picker. The seeded names are approved; a name
 * typed on a profile waits here, with whoever typed it first, for the back office.
 */
export const institutions = pgTable(
  "institutions",
  {
    id: uuidPk(),
    name: text("name").notNull(),
    status: text("status", { enum: institutionNameStatuses }).notNull().default("approved"),
    /** Who typed the name first; null for the seeded names and once that account is deleted. */
    proposedBy: text("proposed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("institutions_name_lower_key").on(sql`lower(${t.name})`),
    check("institutions_status_check", sql`${t.status} in ('approved', 'pending', 'rejected')`),
  ],
);

export type Profile = typeof profiles.$inferSelect;
export type Institution = typeof institutions.$inferSelect;
