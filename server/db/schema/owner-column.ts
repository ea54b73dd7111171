import { text } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** The user a row belongs to: deleting the account deletes the row. */
export const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
