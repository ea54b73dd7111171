import { mergeRanges } from "@common/learning/played-ranges";
import { engagementStore, inStore, openOfflineStore } from "./offline-store";

/** What the player measured of a lesson and has not yet sent (docs/product/learning.md#engagement). */
export type StudyReport = {
  ranges: [number, number][];
  /** Whole seconds of visible reading. */
  readingSeconds: number;
  /** The wall-clock seconds the report was measured over (reading or playing). */
  spanSeconds: number;
};

/**
 * Study measured while offline, kept on the device until the server has it: one report per
 * account and lesson, to which later offline study is added (docs/product/offline.md#study-time-offline).
 */
export type QueuedStudy = StudyReport & { key: string; owner: string; lessonPath: string };

const keyOf = (owner: string, lessonPath: string) => `${owner} ${lessonPath}`;

/** Adds two reports: ranges joined, reading and span summed. */
export function addReports(a: StudyReport, b: StudyReport): StudyReport {
  return {
    ranges: mergeRanges([...a.ranges, ...b.ranges]),
    readingSeconds: a.readingSeconds + b.readingSeconds,
    spanSeconds: a.spanSeconds + b.spanSeconds,
  };
}

/** Read, change and write one lesson's queued report in one transaction. */
async function change(key: string, next: (waiting: QueuedStudy | undefined) => QueuedStudy | null) {
  const db = await openOfflineStore();
  return new Promise<QueuedStudy | undefined>((resolve, reject) => {
    const transaction = db.transaction(engagementStore, "readwrite");
    const store = transaction.objectStore(engagementStore);
    const read = store.get(key);
    read.onsuccess = () => {
      const waiting = read.result as QueuedStudy | undefined;
      const changed = next(waiting);
      if (changed) store.put(changed);
      else store.delete(key);
      transaction.oncomplete = () => resolve(waiting);
    };
    transaction.onerror = () => reject(transaction.error ?? read.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("transaction aborted"));
  });
}

export async function queueStudy(owner: string, lessonPath: string, report: StudyReport) {
  const key = keyOf(owner, lessonPath);
  await change(key, (waiting) => ({
    ...(waiting ? addReports(waiting, report) : report),
    key,
    owner,
    lessonPath,
  }));
}

export function queuedStudyOf(owner: string): Promise<QueuedStudy[]> {
  return inStore<QueuedStudy[]>(engagementStore, "readonly", (store) =>
    store.index("owner").getAll(owner),
  );
}

/** Takes a lesson's queued report off the queue to send it; it goes back if sending fails. */
export function takeQueuedStudy(key: string) {
  return change(key, () => null);
}
