import { useState } from "react";
import { useFetcher } from "react-router";
import { Pencil, Trash2 } from "lucide-react";
import type { LessonNote } from "@server/learning/lesson-content";
import { formatNoteDate } from "@common/learning/note-date";
import type { FlashToast } from "@common/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { useToastFrom } from "~/lib/use-toast-from";
import { offlineNoteTexts } from "@common/learning/offline-texts";
import { useOnline } from "../offline/use-online";
import type { QueuedNotes } from "../offline/use-queued-notes";
import { QueuedStatus } from "./queued-note-item";

type NoteResult = { ok: boolean; toast: FlashToast | null };

/**
 * One saved note: viewing, editing inline (Cancel and Save), deleting after a confirmation.
 * Offline, an edit waits on the device and is shown in place of the saved text.
 */
export function NoteItem({ note, queue }: { note: LessonNote; queue: QueuedNotes }) {
  const online = useOnline();
  const waitingEdit = queue.editOf(note.id);
  const update = useFetcher<NoteResult>();
  const remove = useFetcher<NoteResult>();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [handled, setHandled] = useState<NoteResult | undefined>(undefined);
  useToastFrom(update.data);
  useToastFrom(remove.data);
  if (update.data !== handled) {
    setHandled(update.data);
    if (update.data?.ok) setDraft(null);
  }
  const deleting = remove.state !== "idle";
  const shown = update.formData
    ? String(update.formData.get("content"))
    : (waitingEdit?.content ?? note.content);
  const date = formatNoteDate(note.createdAt);

  return (
    <li
      className={cn(
        "grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs",
        deleting && "opacity-60",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <time dateTime={note.createdAt} className="pt-2.5 text-sm font-medium text-muted">
          {date}
        </time>
        {draft === null && (
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit note from ${date}`}
              onClick={() => setDraft(shown)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <AlertDialog open={confirming} onOpenChange={setConfirming}>
              <AlertDialogTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete note from ${date}`}
                  title={online ? undefined : offlineNoteTexts.deleteOffline}
                  disabled={!online}
                  loading={deleting}
                >
                  <Trash2 aria-hidden="true" className="text-danger" />
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent
                title="Are you sure you want to delete this note?"
                description="This note will be removed for good."
              >
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  {/* Closing on submit is safe: the form's data is read before React re-renders. */}
                  <remove.Form method="post" onSubmit={() => setConfirming(false)}>
                    <input type="hidden" name="intent" value="note-delete" />
                    <input type="hidden" name="noteId" value={note.id} />
                    <Button type="submit" variant="destructive" className="w-full">
                      Delete
                    </Button>
                  </remove.Form>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        )}
      </div>
      {draft === null ? (
        <>
          <p className="leading-relaxed whitespace-pre-wrap text-ink">{shown}</p>
          {waitingEdit && <QueuedStatus refused={waitingEdit.refused === true} />}
        </>
      ) : (
        <update.Form
          method="post"
          className="grid gap-3"
          onSubmit={(event) => {
            if (navigator.onLine || !queue.available || draft.trim() === "") return;
            event.preventDefault();
            void queue.keepEdit(note.id, draft.trim()).then(() => setDraft(null));
          }}
        >
          <input type="hidden" name="intent" value="note-update" />
          <input type="hidden" name="noteId" value={note.id} />
          <Textarea
            name="content"
            aria-label="Edit note"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="min-h-[120px]"
            maxLength={5000}
            autoFocus
            required
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={draft.trim() === ""} loading={update.state !== "idle"}>
              Save
            </Button>
          </div>
        </update.Form>
      )}
    </li>
  );
}
