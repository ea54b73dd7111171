import { useState } from "react";
import { useFetcher } from "react-router";
import type { FlashToast } from "@common/toast";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useToastFrom } from "~/lib/use-toast-from";
import type { QueuedNotes } from "../offline/use-queued-notes";

type NoteResult = { ok: boolean; toast: FlashToast | null };

/**
 * The note-creation form; blank notes cannot be saved (docs/product/learning.md#notes). Offline, the note
 * is kept on the device instead of posted, and sent when the connection returns.
 */
export function NoteForm({ queue }: { queue: QueuedNotes }) {
  const fetcher = useFetcher<NoteResult>();
  const [content, setContent] = useState("");
  const [handled, setHandled] = useState<NoteResult | undefined>(undefined);
  useToastFrom(fetcher.data);
  // Clear the box once the server has kept the note (adjusting state while rendering).
  if (fetcher.data !== handled) {
    setHandled(fetcher.data);
    if (fetcher.data?.ok) setContent("");
  }
  const saving = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      className="grid gap-3"
      onSubmit={(event) => {
        if (navigator.onLine || !queue.available || content.trim() === "") return;
        event.preventDefault();
        const written = content.trim();
        void queue.keepNew(written).then(() => setContent(""));
      }}
    >
      <input type="hidden" name="intent" value="note-create" />
      <Label htmlFor="new-note">New note</Label>
      <Textarea
        id="new-note"
        name="content"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder="Key points, questions for your supervisor, things to practise…"
        className="min-h-[120px]"
        maxLength={5000}
        required
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={content.trim() === ""} loading={saving}>
          Save Note
        </Button>
      </div>
    </fetcher.Form>
  );
}
