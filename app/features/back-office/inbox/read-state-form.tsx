import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/format-date-time";
import { UnreadMark } from "./unread-mark";

/**
 * Whether the item has been read, and the button that changes it. Opening a page never marks it
 * read: a GET changes nothing, and the audit log keeps only what someone chose to do.
 */
export function ReadState({ readAt, saving }: { readAt: string | null; saving: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {readAt ? <span className="text-muted">Read {formatDateTime(readAt)}</span> : <UnreadMark />}
      <Form method="post">
        <input type="hidden" name="intent" value={readAt ? "mark-unread" : "mark-read"} />
        <Button type="submit" variant="outline" size="sm" loading={saving}>
          {readAt ? "Mark as unread" : "Mark as read"}
        </Button>
      </Form>
    </div>
  );
}
