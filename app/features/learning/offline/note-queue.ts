import { inStore, notesStore } from "./offline-store";

/**
 * A note written or edited while offline, kept on the device until the server has it. A new note
 * carries the id its device gave it (the server saves it once under that id however often it is
 * sent); an edit is keyed by the note it changes, so a later edit replaces an earlier one.
 */
export type QueuedNote = {
  key: string;
  kind: "create" | "update";
  noteId: string;
  /** The account it was written in: sent only for that account, shown only to it. */
  owner: string;
  /** The lesson player's address, where the note's action lives. */
  lessonPath: string;
  content: string;
  writtenAt: string;
  /** Set when the server refused it (the lesson is no longer open to them, say): kept, not lost. */
  refused?: boolean;
};

const changes = "clinova-queued-notes";

/** Tells every page and the service worker that the queue changed. */
function announce() {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(changes);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `listener` whenever any tab or the worker changes the queue; returns the unsubscribe. */
export function onQueueChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(changes);
  channel.onmessage = () => listener();
  return () => channel.close();
}

export function queueKey(kind: QueuedNote["kind"], noteId: string) {
  return kind === "create" ? noteId : `update:${noteId}`;
}

export async function queueNote(note: Omit<QueuedNote, "key">) {
  // An edit to a note still waiting to be created changes what will be created.
  const waiting = await inStore<QueuedNote | undefined>(notesStore, "readonly", (store) =>
    store.get(note.noteId),
  );
  const queued: QueuedNote =
    note.kind === "update" && waiting?.kind === "create"
      ? { ...waiting, content: note.content, refused: false }
      : { ...note, key: queueKey(note.kind, note.noteId) };
  await inStore(notesStore, "readwrite", (store) => store.put(queued));
  announce();
}

export async function queuedNotesOf(owner: string): Promise<QueuedNote[]> {
  const notes = await inStore<QueuedNote[]>(notesStore, "readonly", (store) =>
    store.index("owner").getAll(owner),
  );
  return notes.sort((a, b) => b.writtenAt.localeCompare(a.writtenAt));
}

export async function forgetQueuedNote(key: string) {
  await inStore(notesStore, "readwrite", (store) => store.delete(key));
  announce();
}

export async function markRefused(note: QueuedNote) {
  await inStore(notesStore, "readwrite", (store) => store.put({ ...note, refused: true }));
  announce();
}
