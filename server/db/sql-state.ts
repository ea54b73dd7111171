/** The SQLSTATE of a failed statement, looking through drizzle's wrapper to the driver's error. */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** unique_violation: a row with the same unique value exists (PostgreSQL, Appendix A). */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === "23505";
