/** A UUID in its text form, any version: what our ids look like in an address. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` may be compared with a uuid column: PostgreSQL refuses any other text there. */
export function isUuid(value: string) {
  return uuidPattern.test(value);
}
