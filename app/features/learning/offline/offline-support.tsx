import { createContext, useContext, useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { notesSyncTag, type WorkerMessage } from "./worker-messages";
import { sendWhenOnline } from "./send-when-online";

const OwnerContext = createContext<string | null>(null);

/** The signed-in account whose notes the queue keeps, inside the learner's screens. */
export function useOfflineOwner() {
  return useContext(OwnerContext);
}

/**
 * The learner's screens as an installable app (decision 0041): registers /sw.js from these
 * screens only (public pages ship no JavaScript), tells it whose page each one is, and sends notes
 * written offline when the connection returns (Background Sync does it too where it exists, even
 * with the tab closed). `enabled` is false in development, where Vite serves the files.
 */
export function OfflineSupport(props: { owner: string; enabled: boolean; children: ReactNode }) {
  const { owner, enabled } = props;
  const { pathname } = useLocation();

  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    // One copy per page: a tab in the query shows the same lesson.
    const url = pathname;
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const message: WorkerMessage = { type: "learner-page", owner, url };
        registration.active?.postMessage(message);
      })
      .catch(() => {
        // No worker (a private window, storage refused): the app works online as before.
      });
  }, [enabled, owner, pathname]);

  // The notes panel hears of each note saved through the queue's change events. Study measured
  // offline goes too (docs/product/offline.md#study-time-offline).
  useEffect(() => sendWhenOnline(owner), [owner]);

  return <OwnerContext value={owner}>{props.children}</OwnerContext>;
}

/** Asks the worker to send the queue once the connection is back, where Background Sync exists. */
export async function requestNotesSync() {
  if (!("serviceWorker" in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  await registration?.sync?.register(notesSyncTag).catch(() => {});
}
