import { z } from "../zod";
import { listQuerySchema } from "./list-query";

/** The email queue's list: searched by recipient or subject; most recently queued first. */
export const emailQueueListQuery = listQuerySchema(
  ["recipient", "subject", "state", "attempts", "queuedAt"] as const,
  { sort: "queuedAt", dir: "desc" },
);
export type EmailQueueListSort = (typeof emailQueueListQuery)["_output"]["sort"];

/** Which emails the list shows: `?show=failed` or `?show=waiting`; anything else shows both. */
export const emailQueueShows = ["all", "failed", "waiting"] as const;
export type EmailQueueShow = (typeof emailQueueShows)[number];

export function readEmailQueueShow(url: string | URL): EmailQueueShow {
  return z
    .enum(emailQueueShows)
    .catch("all")
    .parse(new URL(url).searchParams.get("show") ?? "all");
}

export const emailQueueMessages = {
  retried: "Email queued again",
  notFailed: "That email is no longer failed: it was retried already, or sent.",
  unknownAction: "We could not tell what to do. Please try again.",
} as const;

/** The Retry button of a failed email. */
export const emailRetryFormSchema = z.object(
  { intent: z.literal("retry"), jobId: z.uuid() },
  { error: emailQueueMessages.unknownAction },
);
