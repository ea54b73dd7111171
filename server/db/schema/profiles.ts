import { sql } from "drizzle-orm";
import { date, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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

/** Institutions, listed by name and added by users at sign-up. */
export const institutions = pgTable(
  "institutions",
  {
    id: uuidPk(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("institutions_name_lower_key").on(sql`lower(${t.name})`)],
);

export type Profile = typeof profiles.$inferSelect;
export type Institution = typeof institutions.$inferSelect;
