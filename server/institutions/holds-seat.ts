import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { institutionSeats } from "../db/schema/index";

/** True when the user holds an institution seat: their courses are open without a plan. */
export async function holdsSeat(db: Db, userId: string) {
  const [seat] = await db
    .select({ userId: institutionSeats.userId })
    .from(institutionSeats)
    .where(eq(institutionSeats.userId, userId))
    .limit(1);
  return Boolean(seat);
}
