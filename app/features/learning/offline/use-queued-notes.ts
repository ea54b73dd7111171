import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import {
  forgetQueuedNote,
  onQueueChange,
  queueNote,
  queuedNotesOf,
  type QueuedNote,
} from "./note-queue";
import { requestNotesSync, useOfflineOwner } from "./offline-support";

/**
 * This lesson's notes waiting on the device for the signed-in account, and how to add to them.
 * When one leaves the queue because the server saved it, the lesson's data is loaded again, so
 * the saved note takes its place.
 */
export function useQueuedNotes(lessonPath: string) {
  const owner = useOfflineOwner();
  const revalidator = useRevalidator();
  const [queued, setQueued] = useState<QueuedNote[]>([]);
  const [version, setVersion] = useState(0);
  const shown = useRef(0);

  useEffect(() => {
    if (!owner) return;
    let live = true;
    const load = () =>
      queuedNotesOf(owner)
        .then((all) => {
          if (!live) return;
          const mine = all.filter((note) => note.lessonPath === lessonPath);
          if (mine.length < shown.current && navigator.onLine) void revalidator.revalidate();
          shown.current = mine.length;
          setQueued(mine);
        })
        .catch(() => {});
    void load();
    const stop = onQueueChange(() => void load());
    return () => {
      live = false;
      stop();
    };
    // The revalidator is a new object on each render; the queue depends on who and where.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, lessonPath, version]);

  const keep = useCallback(
    async (kind: QueuedNote["kind"], noteId: string, content: string) => {
      if (!owner) throw new Error("no signed-in account to keep the note for");
      const writtenAt = new Date().toISOString();
      await queueNote({ kind, noteId, owner, lessonPath, content, writtenAt });
      setVersion((value) => value + 1);
      await requestNotesSync();
    },
    [owner, lessonPath],
  );

  return {
    /** Null outside the learner's screens, where there is no account to keep notes for. */
    available: owner !== null,
    created: queued.filter((note) => note.kind === "create"),
    editOf: (noteId: string) =>
      queued.find((note) => note.kind === "update" && note.noteId === noteId),
    keepNew: (content: string) => keep("create", crypto.randomUUID(), content),
    keepEdit: (noteId: string, content: string) => keep("update", noteId, content),
    discard: (note: QueuedNote) => forgetQueuedNote(note.key),
  };
}

export type QueuedNotes = ReturnType<typeof useQueuedNotes>;
