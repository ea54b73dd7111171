import { inStore, metaStore } from "../offline-store";

// The lessons a learner opened are kept in a cache named after their account, in this browser
// only. One account's cache exists at a time: a page of another account, or any sign-in, sign-up
// or sign-out, drops it, so an account never sees what another one kept on a shared device.

const lessonCachePrefix = "clinova-lessons-";
const ownerKey = "owner";

const cacheOf = (owner: string) => `${lessonCachePrefix}${encodeURIComponent(owner)}`;

export async function currentOwner(): Promise<string | null> {
  const owner = await inStore<unknown>(metaStore, "readonly", (store) => store.get(ownerKey));
  return typeof owner === "string" ? owner : null;
}

async function dropLessonCaches(except?: string) {
  for (const name of await caches.keys()) {
    if (name.startsWith(lessonCachePrefix) && name !== except) await caches.delete(name);
  }
}

/** A page of `owner`'s said who is signed in: any other account's lessons go. */
export async function setOwner(owner: string) {
  if ((await currentOwner()) === owner) return;
  await dropLessonCaches(cacheOf(owner));
  await inStore(metaStore, "readwrite", (store) => store.put(owner, ownerKey));
}

/** Someone signs in, up or out: nobody's lessons are kept until a learner page says whose. */
export async function forgetOwner() {
  await inStore(metaStore, "readwrite", (store) => store.delete(ownerKey));
  await dropLessonCaches();
}

/** Keeps a learner page for `owner`, unless the account changed while it was on its way. */
export async function keepForOwner(owner: string, request: Request | string, response: Response) {
  if (response.status !== 200 || response.type !== "basic") return;
  if ((await currentOwner()) !== owner) return;
  const cache = await caches.open(cacheOf(owner));
  await cache.put(request, response);
}

/**
 * The kept copy of a learner page. The same page with another query (a tab, React Router's list
 * of routes to load) is the next best: the lesson is the same.
 */
export async function keptForOwner(owner: string, request: Request) {
  if (!(await caches.has(cacheOf(owner)))) return undefined;
  const cache = await caches.open(cacheOf(owner));
  return (
    (await cache.match(request, { ignoreVary: true })) ??
    (await cache.match(request, { ignoreVary: true, ignoreSearch: true }))
  );
}

/** How old the kept document of `url` is, in milliseconds; Infinity when none is kept. */
export async function keptAge(owner: string, url: string) {
  if (!(await caches.has(cacheOf(owner)))) return Infinity;
  const kept = await (await caches.open(cacheOf(owner))).match(url, { ignoreVary: true });
  const date = kept?.headers.get("date");
  return date ? Date.now() - Date.parse(date) : Infinity;
}
