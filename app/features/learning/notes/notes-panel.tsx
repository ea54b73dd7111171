import { useRevalidator } from "react-router";
import { TriangleAlert } from "lucide-react";
import type { LessonNote } from "@server/learning/lesson-content";
import { Button } from "~/components/ui/button";
import { NoteForm } from "./note-form";
import { NoteItem } from "./note-item";

/**
 * Notes tab (docs/product.md#notes): 'Your Notes', the form and 'Saved Notes', newest first.
 * `notes` is null when they could not be loaded.
 */
export function NotesPanel({ notes }: { notes: LessonNote[] | null }) {
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
        <NoteForm />
      </section>
      <section aria-labelledby="saved-notes" className="grid gap-4">
        <h2 id="saved-notes" className="text-xl font-semibold">
          Saved Notes
        </h2>
        {notes === null ? (
          <NotesLoadError />
        ) : notes.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border-strong/60 bg-canvas px-4 py-6 text-center text-muted">
            You haven't made any notes for this lesson yet.
          </p>
        ) : (
          <ul className="grid gap-3">
            {notes.map((note) => (
              <NoteItem key={note.id} note={note} />
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
