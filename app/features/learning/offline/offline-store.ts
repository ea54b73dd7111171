// The device's own store for the offline lesson player, shared by the pages and the service
// worker: notes and study time waiting to be sent, and whose lessons the worker's cache holds. IndexedDB
// outlives a closed tab, so nothing written offline depends on the page staying open.

const name = "clinova-offline";
const version = 2;
export const notesStore = "queued-notes";
export const metaStore = "meta";
/** Version 2: study measured while offline (docs/product/offline.md#study-time-offline). */
export const engagementStore = "queued-engagement";

let opening: Promise<IDBDatabase> | undefined;

export function openOfflineStore(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = (event) => {
      const db = request.result;
      if (event.oldVersion < 1) {
        const notes = db.createObjectStore(notesStore, { keyPath: "key" });
        notes.createIndex("owner", "owner");
        db.createObjectStore(metaStore);
      }
      if (event.oldVersion < 2) {
        db.createObjectStore(engagementStore, { keyPath: "key" }).createIndex("owner", "owner");
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab's newer version takes over: reopen next time rather than block it.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error("IndexedDB did not open"));
    };
  });
  return opening;
}

/** One request in its own transaction, as a promise; resolves once the transaction commits. */
export async function inStore<T>(
  store: string,
  mode: IDBTransactionMode,
  act: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openOfflineStore();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = act(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("transaction aborted"));
  });
}
