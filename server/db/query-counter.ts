import type { Logger as QueryLogger } from "drizzle-orm/logger";

/** Counts the queries drizzle sends; hand it to `openDatabase({ queryLogger })`. */
export function createQueryCounter() {
  let queries: string[] = [];
  const logger: QueryLogger = {
    logQuery: (query) => {
      queries.push(query);
    },
  };
  return {
    logger,
    get count() {
      return queries.length;
    },
    /** The queries since the last call, and a fresh start. */
    take() {
      const taken = queries;
      queries = [];
      return taken;
    },
  };
}

export type QueryCounter = ReturnType<typeof createQueryCounter>;
