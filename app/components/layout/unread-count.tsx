import { unreadCountCap } from "@common/notices/notice-forms";
import { cn } from "~/lib/cn";

/** "3", or "99+" past the count the header reads (the session read caps it). */
export const unreadLabel = (count: number) =>
  count >= unreadCountCap ? `${unreadCountCap - 1}+` : String(count);

/** Words for a screen reader: "3 unread notices". */
export const unreadWords = (count: number) =>
  `${unreadLabel(count)} unread ${count === 1 ? "notice" : "notices"}`;

/** The unread notices' count as a small pill; nothing when there are none. */
export function UnreadCount({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-5 font-semibold text-white",
        className,
      )}
    >
      {unreadLabel(count)}
    </span>
  );
}
