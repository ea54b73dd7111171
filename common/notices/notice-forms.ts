import { z } from "../zod";
import { uuidPattern } from "../uuid";

/** The notices page's two buttons: open one notice (marking it read), or mark all as read. */
export const noticeActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), noticeId: z.string().regex(uuidPattern) }),
  z.object({ intent: z.literal("read-all") }),
]);

/** At most this many notices are listed, newest first. */
export const noticesShown = 100;

/** The badge shows up to this count, then "99+". */
export const unreadCountCap = 100;
