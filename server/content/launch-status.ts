import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { appConfig } from "../db/schema/index";

const launchStatus = z.object({ is_launched: z.boolean() });

/**
 * Whether the product is marked launched (app_config `launch_status`, docs/product/public-site.md#home).
 * A missing row, a malformed value or a failed query keep the default, not launched; errors
 * are logged.
 */
export async function isLaunched(db: Db, logger: Pick<Logger, "error">): Promise<boolean> {
  try {
    const [row] = await db
      .select({ value: appConfig.value })
      .from(appConfig)
      .where(eq(appConfig.key, "launch_status"))
      .limit(1);
    if (!row) return false;
    const parsed = launchStatus.safeParse(row.value);
    if (!parsed.success) {
      logger.error({ value: row.value }, "launch_status has an unexpected shape");
      return false;
    }
    return parsed.data.is_launched;
  } catch (error) {
    logger.error({ err: error }, "reading launch_status failed");
    return false;
  }
}

/** Sets the launch switch (operators and tests); the row is created when missing. */
export async function setLaunched(db: Db, launched: boolean) {
  const value = { is_launched: launched };
  await db
    .insert(appConfig)
    .values({ key: "launch_status", value })
    .onConflictDoUpdate({ target: appConfig.key, set: { value } });
}
