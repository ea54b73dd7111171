import { eq, sql } from "drizzle-orm";
import { courses, lessons } from "../db/schema/index";
import { isUuid } from "@common/uuid";

/**
 * Qualified ids for correlated subqueries: drizzle writes a lone table's columns unqualified,
 * which the subqueries' own `id` columns would shadow.
 */
export const outerCourseId = sql`${courses}.${sql.identifier("id")}`;
export const outerLessonId = sql`${lessons}.${sql.identifier("id")}`;

export function courseMatches(ref: string) {
  return isUuid(ref) ? eq(courses.id, ref) : eq(courses.slug, ref);
}

/** Stored lists (features, outline) may arrive as JSON text. */
export function asStringList(value: unknown): string[] {
  if (typeof value === "string") {
    try {
      return asStringList(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}
