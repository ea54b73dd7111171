import { engagementHeader } from "@common/learning/engagement-texts";
import { queueStudy, queuedStudyOf, takeQueuedStudy, type StudyReport } from "./engagement-queue";

export type StudySummary = { watchedSeconds: number; readingSeconds: number; engaged: boolean };

/** The player's report of study as its action reads it (the `engagement` intent). */
export function studyBody(report: StudyReport, owner: string | null) {
  const body = new URLSearchParams({
    intent: "engagement",
    ranges: JSON.stringify(report.ranges),
    readingSeconds: String(report.readingSeconds),
    spanSeconds: String(Math.round(report.spanSeconds)),
  });
  if (owner) body.set("measuredBy", owner);
  return body;
}

/**
 * Posts one report to its lesson's action (the route's data URL, as the player's other saves).
 * "sent" with the credited totals; "dropped" when the server refused it outright (400, 404: the
 * lesson is not theirs, nothing a learner wrote is lost); "wait" when it should be kept and sent
 * later (offline, a server failure, another account signed in: 409, or signed out: a redirect).
 */
export async function sendStudy(
  lessonPath: string,
  report: StudyReport,
  owner: string | null,
  { keepalive = false } = {},
): Promise<{ outcome: "sent"; summary: StudySummary | null } | { outcome: "dropped" | "wait" }> {
  let response: Response;
  try {
    response = await fetch(`${lessonPath.replace(/\/$/, "")}.data`, {
      method: "POST",
      body: studyBody(report, owner),
      credentials: "same-origin",
      redirect: "manual",
      keepalive,
    });
  } catch {
    return { outcome: "wait" };
  }
  // The answer's body is not needed (the totals come in a header), but read to its end so the
  // request is done rather than left open.
  await response.arrayBuffer().catch(() => {});
  if (response.status === 200) {
    const header = response.headers.get(engagementHeader);
    return { outcome: "sent", summary: header ? (JSON.parse(header) as StudySummary) : null };
  }
  if (response.status === 400 || response.status === 404) return { outcome: "dropped" };
  return { outcome: "wait" };
}

/** Sends a report now, or keeps it on the device for later when that fails. */
export async function sendOrQueueStudy(
  lessonPath: string,
  report: StudyReport,
  owner: string | null,
) {
  const result = navigator.onLine
    ? await sendStudy(lessonPath, report, owner)
    : ({ outcome: "wait" } as const);
  if (result.outcome === "wait" && owner)
    await queueStudy(owner, lessonPath, report).catch(() => {});
  return result.outcome === "sent" ? result.summary : null;
}

let sending: Promise<void> | undefined;

/**
 * Sends this account's study kept while offline (docs/product/offline.md#study-time-offline), one
 * lesson at a time, and stops at the first that must wait. The server credits each no faster than
 * the wall clock since that lesson's last report.
 */
export function sendQueuedStudy(owner: string): Promise<void> {
  sending ??= (async () => {
    try {
      for (const queued of await queuedStudyOf(owner)) {
        const taken = await takeQueuedStudy(queued.key);
        if (!taken) continue;
        const result = await sendStudy(taken.lessonPath, taken, owner);
        if (result.outcome === "wait") {
          await queueStudy(owner, taken.lessonPath, taken);
          break;
        }
      }
    } finally {
      sending = undefined;
    }
  })();
  return sending;
}
