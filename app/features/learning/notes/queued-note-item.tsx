import { CloudOff, TriangleAlert } from "lucide-react";
import { formatNoteDate } from "@common/learning/note-date";
import { offlineNoteTexts } from "@common/learning/offline-texts";
import { Button } from "~/components/ui/button";
import type { QueuedNote } from "../offline/note-queue";

/** A note kept on this device until the server has it, or that the server refused. */
export function QueuedNoteItem({ note, onDiscard }: { note: QueuedNote; onDiscard: () => void }) {
  const date = formatNoteDate(note.writtenAt);
  return (
    <li className="grid gap-3 rounded-xl border border-dashed border-primary-700/40 bg-surface p-4 shadow-xs">
      <time dateTime={note.writtenAt} className="text-sm font-medium text-muted">
        {date}
      </time>
      <p className="leading-relaxed whitespace-pre-wrap text-ink">{note.content}</p>
      <QueuedStatus refused={note.refused === true} />
      {note.refused && (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={onDiscard}>
            Discard note from {date}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Where a note written offline stands: waiting on this device, or refused by the server. */
export function QueuedStatus({ refused }: { refused: boolean }) {
  return refused ? (
    <p className="flex items-center gap-2 text-sm font-medium text-danger">
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      {offlineNoteTexts.refused}
    </p>
  ) : (
    <p className="flex items-center gap-2 text-sm font-medium text-primary-700">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {offlineNoteTexts.waiting}
    </p>
  );
}
