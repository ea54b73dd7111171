// SQLSTATE classes a second attempt may well not meet (PostgreSQL, Appendix A): connection
// exception, transaction rollback (serialization failure, deadlock), insufficient resources,
// operator intervention (statement timeout, shutdown), and lock_not_available.
const transientSqlStates = /^(08|40|53|57)|^55P03$/;
const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EAI_AGAIN"]);
// pg's own errors without a code: the server closed the socket under a query, or no connection
// came within connectionTimeoutMillis (pg and pg-pool's wording, stable since pg 8).
const codelessConnectionErrors =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** How long a client is told to wait (`Retry-After`) when the database is unreachable. */
export const databaseRetryAfterSeconds = 5;

/**
 * True when a database call failed for a passing reason: the server was unreachable, busy or
 * cancelled the statement. Looks through drizzle's DrizzleQueryError to the driver's error.
 */
export function isTransientDbError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (transientSqlStates.test(code) || networkCodes.has(code)))
      return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === "string" && codelessConnectionErrors.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
