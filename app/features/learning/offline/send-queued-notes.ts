import { forgetQueuedNote, markRefused, queuedNotesOf, type QueuedNote } from "./note-queue";

export type SendOutcome = "saved" | "refused" | "wait";

/**
 * Sends one queued note to its lesson's action, the way the player's own saves go (the route's
 * data URL). Only a 200 means the server kept it. A redirect (signed out, say), another account
 * signed in (409), a server or network failure: it waits for the next try. Refused outright (404,
 * 400: the lesson is no longer theirs, the note was deleted elsewhere): kept and shown as refused.
 */
export async function sendQueuedNote(note: QueuedNote): Promise<SendOutcome> {
  const body = new URLSearchParams({
    intent: note.kind === "create" ? "note-create" : "note-update",
    noteId: note.noteId,
    content: note.content,
  });
  if (note.kind === "create") body.set("writtenBy", note.owner);
  let response: Response;
  try {
    response = await fetch(`${note.lessonPath.replace(/\/$/, "")}.data`, {
      method: "POST",
      body,
      credentials: "same-origin",
      redirect: "manual",
    });
  } catch {
    return "wait";
  }
  if (response.status === 200) {
    await forgetQueuedNote(note.key);
    return "saved";
  }
  if (response.status === 400 || response.status === 404) {
    await markRefused(note);
    return "refused";
  }
  return "wait";
}

let sending: Promise<number> | undefined;

/**
 * Sends this account's waiting notes, oldest first, and stops at the first that must wait (the
 * connection is still down). One run at a time per page; the service worker may run beside it,
 * which is safe: the server saves a note once under its id. Returns how many were saved.
 */
export function sendQueuedNotes(owner: string): Promise<number> {
  sending ??= (async () => {
    let saved = 0;
    try {
      const notes = (await queuedNotesOf(owner)).filter((note) => !note.refused).reverse();
      for (const note of notes) {
        const outcome = await sendQueuedNote(note);
        if (outcome === "wait") break;
        if (outcome === "saved") saved += 1;
      }
    } finally {
      sending = undefined;
    }
    return saved;
  })();
  return sending;
}
