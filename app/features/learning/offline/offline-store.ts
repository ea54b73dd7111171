// The device's own store for the offline lesson player, shared by the pages and the service
// worker: notes waiting to be sent, and whose lessons the worker's cache holds. IndexedDB
// outlives a closed tab, so nothing written offline depends on the page staying open.

const name = "clinova-offline";
const version = 1;
export const notesStore = "queued-notes";
export const metaStore = "meta";

let opening: Promise<IDBDatabase> | undefined;

export function openOfflineStore(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => {
      const db = request.result;
      const notes = db.createObjectStore(notesStore, { keyPath: "key" });
      notes.createIndex("owner", "owner");
      db.createObjectStore(metaStore);
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
