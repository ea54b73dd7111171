import { Form, useNavigation } from "react-router";
import { Bell } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/format-date-time";
import { cn } from "~/lib/cn";

export type NoticeItem = {
  id: string;
  title: string;
  body: string;
  href: string | null;
  createdAt: string;
  unread: boolean;
};

/**
 * A person's notices, newest first (docs/product/institutions.md#reminders-and-notices): unread
 * ones marked, each opening its page (and counting as read), and "Mark all as read".
 */
export function NoticesList({ notices }: { notices: NoticeItem[] }) {
  const navigation = useNavigation();
  const unread = notices.filter((notice) => notice.unread).length;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl tracking-tight">Notices</h1>
          <p className="mt-1 text-muted">
            {unread === 0
              ? "You have no unread notices."
              : `You have ${unread} unread ${unread === 1 ? "notice" : "notices"}.`}
          </p>
        </div>
        {unread > 0 && (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="read-all"
              variant="outline"
              disabled={navigation.state === "submitting"}
            >
              Mark all as read
            </Button>
          </Form>
        )}
      </div>
      {notices.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-border bg-surface px-6 py-12 text-center">
          <Bell aria-hidden="true" className="size-8 text-muted" />
          <p className="font-semibold">Nothing here yet</p>
          <p className="max-w-md text-muted">
            Reminders about training due, certifications to renew and news from your institution
            will appear here.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {notices.map((notice) => (
            <li
              key={notice.id}
              className={cn(
                "rounded-xl border bg-surface p-4",
                notice.unread ? "border-primary-300 bg-primary-50/40" : "border-border",
              )}
            >
              <Form method="post" className="grid gap-1">
                <input type="hidden" name="noticeId" value={notice.id} />
                <div className="flex flex-wrap items-center gap-2">
                  {notice.unread && <Badge>Unread</Badge>}
                  <h2 className="text-base font-semibold">
                    <button
                      type="submit"
                      name="intent"
                      value="open"
                      className="cursor-pointer text-left text-primary-800 underline-offset-4 focus-ring hover:underline"
                    >
                      {notice.title}
                    </button>
                  </h2>
                </div>
                <p className="text-ink/85">{notice.body}</p>
                <p className="text-sm text-muted">
                  <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
                </p>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
