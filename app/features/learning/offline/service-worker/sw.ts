/// <reference lib="webworker" />
import { offlineCopyHeader } from "@common/offline-copy-header";
import { queuedNotesOf } from "../note-queue";
import { sendQueuedNotes } from "../send-queued-notes";
import { sendQueuedStudy } from "../send-study";
import {
  currentOwner,
  forgetOwner,
  keepForOwner,
  keptAge,
  keptForOwner,
  setOwner,
} from "./owner-caches";
import { requestKind } from "./request-kinds";
import { notesSyncTag, type WorkerMessage } from "../worker-messages";

// Clinova's service worker (decision 0041): the learner screens' files kept at install, lessons
// the learner opened kept for their account and served when the network is down, an offline page
// for everything else, and notes written offline sent by Background Sync.

declare const self: ServiceWorkerGlobalScope;

const staticCache = `clinova-static-${__SW_VERSION__}`;
const offlinePage = "/offline.html";

// A kept lesson page younger than this is not fetched again just to keep it.
const keepFreshForMs = 5 * 60_000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(staticCache)
      .then((cache) => cache.addAll(__PRECACHE__))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("clinova-static-") && name !== staticCache) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  switch (requestKind(request, self.location.origin)) {
    case "session-change":
      event.waitUntil(forgetOwner());
      return;
    case "learner-page":
      event.respondWith(learnerPage(event));
      return;
    case "static":
      event.respondWith(staticFile(request));
      return;
    case "other-page":
      event.respondWith(fetch(request).catch(() => offline()));
      return;
    case "pass":
      return;
  }
});

/** Network first; the kept copy of this account's page when the network is down. */
async function learnerPage(event: FetchEvent) {
  const { request } = event;
  const owner = await currentOwner();
  try {
    const response = await fetch(request);
    if (owner) event.waitUntil(keepForOwner(owner, request, response.clone()));
    return response;
  } catch (error) {
    const kept = owner ? await keptForOwner(owner, request) : undefined;
    if (kept) return kept;
    if (request.mode === "navigate") return offline();
    throw error;
  }
}

async function staticFile(request: Request) {
  const cache = await caches.open(staticCache);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === "basic")
      await cache.put(request, response.clone());
    return response;
  } catch (error) {
    if (request.mode === "navigate") return offline();
    throw error;
  }
}

async function offline() {
  const page = await caches.match(offlinePage, { cacheName: staticCache });
  return (
    page ??
    new Response("You are offline. Lessons you have opened on this device are still readable.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    })
  );
}

self.addEventListener("message", (event) => {
  const message = event.data as WorkerMessage;
  if (message?.type === "learner-page") event.waitUntil(learnerPageShown(message));
});

/**
 * A learner page told us whose it is and where it is. A page reached by a link inside the app
 * arrived as data only: its document is fetched too, so a reload offline finds it.
 */
async function learnerPageShown({ owner, url }: { owner: string; url: string }) {
  await setOwner(owner);
  if ((await keptAge(owner, url)) < keepFreshForMs) return;
  const response = await fetch(url, {
    credentials: "same-origin",
    headers: { Accept: "text/html", [offlineCopyHeader]: "1" },
  });
  if (!response.redirected) await keepForOwner(owner, url, response);
}

// Background Sync (Chromium): the browser wakes the worker once the connection is back, even
// with every tab closed, and tries again later while the promise rejects.
type SyncEvent = ExtendableEvent & { tag: string };

self.addEventListener("sync" as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== notesSyncTag) return;
  sync.waitUntil(
    (async () => {
      const owner = await currentOwner();
      if (!owner) return;
      await sendQueuedStudy(owner).catch(() => {});
      await sendQueuedNotes(owner);
      const waiting = (await queuedNotesOf(owner)).filter((note) => !note.refused);
      if (waiting.length > 0) throw new Error(`${waiting.length} notes still waiting`);
    })(),
  );
});
