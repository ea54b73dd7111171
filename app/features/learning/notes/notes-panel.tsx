import { useRevalidator } from "react-router";
import { TriangleAlert } from "lucide-react";
import type { LessonNote } from "@server/learning/lesson-content";
import { offlineNoteTexts } from "@common/learning/offline-texts";
import { Button } from "~/components/ui/button";
import { useOnline } from "../offline/use-online";
import { useQueuedNotes } from "../offline/use-queued-notes";
import { NoteForm } from "./note-form";
import { NoteItem } from "./note-item";
import { QueuedNoteItem } from "./queued-note-item";

/**
 * Notes tab (docs/product/learning.md#notes): 'Your Notes', the form and 'Saved Notes', newest first.
 * `notes` is null when they could not be loaded. Offline, new notes and edits wait on the device
 * (docs/product/offline.md#notes-offline) and are listed with the saved ones until the server has them.
 */
export function NotesPanel({
  notes,
  lessonPath,
}: {
  notes: LessonNote[] | null;
  lessonPath: string;
}) {
  const queue = useQueuedNotes(lessonPath);
  const online = useOnline();
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="your-notes"
        className="grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
      >
        <div className="grid gap-1">
          <h2 id="your-notes" className="text-xl font-semibold">
            Your Notes
          </h2>
          <p className="text-sm text-muted">Only you can see your notes.</p>
        </div>
        {!online && (
          <p role="status" className="text-sm font-medium text-primary-700">
            {offlineNoteTexts.offline}
          </p>
        )}
        <NoteForm queue={queue} />
      </section>
      <section aria-labelledby="saved-notes" className="grid gap-4">
        <h2 id="saved-notes" className="text-xl font-semibold">
          Saved Notes
        </h2>
        {queue.created.length > 0 && (
          <ul className="grid gap-3" aria-label="Notes kept on this device">
            {queue.created.map((note) => (
              <QueuedNoteItem
                key={note.key}
                note={note}
                onDiscard={() => void queue.discard(note)}
              />
            ))}
          </ul>
        )}
        {notes === null ? (
          <NotesLoadError />
        ) : notes.length === 0 && queue.created.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border-strong/60 bg-canvas px-4 py-6 text-center text-muted">
            You haven't made any notes for this lesson yet.
          </p>
        ) : (
          <ul className="grid gap-3">
            {notes.map((note) => (
              <NoteItem key={note.id} note={note} queue={queue} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NotesLoadError() {
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3"
    >
      <p className="flex items-center gap-2 font-medium text-danger">
        <TriangleAlert aria-hidden="true" className="size-5" />
        Failed to load notes
      </p>
      <Button
        variant="outline"
        size="sm"
        loading={revalidator.state === "loading"}
        onClick={() => void revalidator.revalidate()}
      >
        Try again
      </Button>
    </div>
  );
}
