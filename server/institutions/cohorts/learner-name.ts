import { sql } from "drizzle-orm";
import { profiles, users } from "../../db/schema/index";

/**
 * How a learner is named to their institution's managers: their profile's name, else the name
 * on their account. Needs `users` joined, and `profiles` left-joined.
 */
export const learnerName = sql<string>`coalesce(
  nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), ${users.name})`;

/** Learners are listed by name, case aside; the user id breaks ties (and keys export pages). */
export const learnerSortKey = sql<string>`lower(${learnerName})`;
