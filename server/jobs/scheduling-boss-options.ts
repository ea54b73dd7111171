import { fromPglite, type ConstructorOptions } from "pg-boss";
import type { Database } from "../db/client";
import { jobSchema } from "../mail/job-table";

/**
 * The options of a pg-boss instance that runs cron schedules over the app's database (the email
 * queue's schema): its own small pool on PostgreSQL, named for `pg_stat_activity`, or the
 * embedded instance through pg-boss's PGlite adapter.
 */
export function schedulingBossOptions(
  database: Database,
  applicationName: string,
): ConstructorOptions {
  const connection = database.connection;
  return {
    schema: jobSchema,
    schedule: true,
    registerInstance: false,
    ...("url" in connection
      ? { connectionString: connection.url, max: 2, application_name: applicationName }
      : { db: fromPglite(connection.pglite), backend: "pglite" }),
  };
}
