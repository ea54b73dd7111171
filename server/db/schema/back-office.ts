import { bigserial, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./auth";

/** People who may open the back office, granted and revoked from the command line. */
export const admins = pgTable("admins", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** When the grant was made. */
  createdAt: createdAt(),
});

/**
 * Every admin action, and every action in or on an institution (its managers' and reporters'
 * actions, learners joining, leaving and deleting accounts, sign-ins to the manager area): who,
 * what, when, from which address, and the before and after of what changed. Append-only:
 * a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0005). The actor is kept by id and
 * email without a foreign key, so the entry outlives the account that made it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id"),
    /** The admin's email, or "command line" for grants made there. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The institution the action was in or on; no foreign key, so the entry outlives it. */
    institutionId: uuid("institution_id"),
    /** The actor's address as the proxy reported it (server/http/client-ip.ts). */
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_institution_idx").on(t.institutionId, t.createdAt),
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId),
  ],
);
