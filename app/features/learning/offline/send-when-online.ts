import { queuedNotesOf } from "./note-queue";
import { sendQueuedNotes } from "./send-queued-notes";
import { sendQueuedStudy } from "./send-study";

/** After a try that left notes waiting while the browser says it is online: the next tries. */
const retryDelaysMs = [1_000, 2_000, 4_000, 8_000, 16_000];

/**
 * Sends this account's queued notes and study now and whenever the connection returns. The
 * browser's `online` can come before the connection carries a request, and the one try it
 * starts then fails: while notes still wait and the browser says it is online, a few more tries
 * follow, further apart each time (Background Sync, where it exists, also keeps trying). Returns
 * the function that stops it.
 */
export function sendWhenOnline(owner: string) {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  const send = async () => {
    clearTimeout(retry);
    await Promise.all([
      sendQueuedNotes(owner).catch(() => 0),
      sendQueuedStudy(owner).catch(() => {}),
    ]);
    const waiting = (await queuedNotesOf(owner).catch(() => [])).some((note) => !note.refused);
    if (stopped || !waiting || !navigator.onLine || attempt >= retryDelaysMs.length) return;
    retry = setTimeout(() => void send(), retryDelaysMs[attempt++]);
  };
  const backOnline = () => {
    attempt = 0;
    void send();
  };
  void send();
  window.addEventListener("online", backOnline);
  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener("online", backOnline);
  };
}
