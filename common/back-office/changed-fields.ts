/** One field of an audited item, its value before and after the change. */
export type FieldChange = { field: string; before: unknown; after: unknown; changed: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields of an audit entry side by side, changed ones first. A value that is not an object
 * (a flag, a status) is one field named "value".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const beforeFields = isRecord(before) ? before : before == null ? {} : { value: before };
  const afterFields = isRecord(after) ? after : after == null ? {} : { value: after };
  const names = [...new Set([...Object.keys(beforeFields), ...Object.keys(afterFields)])];
  const fields = names.map((field) => ({
    field,
    before: beforeFields[field],
    after: afterFields[field],
    changed: JSON.stringify(beforeFields[field]) !== JSON.stringify(afterFields[field]),
  }));
  return [...fields.filter((f) => f.changed), ...fields.filter((f) => !f.changed)];
}
