import { Form } from "react-router";
import { enquiryFormSchema, noteMaxLength } from "@common/back-office/inbox-forms";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/format-date-time";
import { useFormCheck } from "~/lib/use-form-check";

type Note = { id: string; author: string; body: string; createdAt: string };

/** The team's internal notes, newest first, and the form that adds one. */
export function EnquiryNotes({
  notes,
  draft,
  error,
  saving,
}: {
  notes: Note[];
  /** The text of a refused note, so nothing typed is lost. */
  draft?: string;
  error?: string;
  saving: boolean;
}) {
  const { errors, onSubmit } = useFormCheck(enquiryFormSchema, error ? { body: error } : undefined);
  return (
    <div className="grid gap-6">
      <Form method="post" className="grid gap-3" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="note" />
        <Field
          label="New note"
          hint="Seen only by the team, never by the enquirer."
          error={errors.body}
        >
          <Textarea name="body" rows={4} maxLength={noteMaxLength} defaultValue={draft} />
        </Field>
        <div>
          <Button type="submit" loading={saving}>
            Add note
          </Button>
        </div>
      </Form>
      {notes.length === 0 ? (
        <p className="text-sm text-muted">No note yet.</p>
      ) : (
        <ol className="grid gap-4" aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-xl border border-border p-4">
              <p className="text-sm text-muted">
                {note.author}, {formatDateTime(note.createdAt)}
              </p>
              <p className="break-words whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
