import { Badge } from "~/components/ui/badge";

/** Marks an unread item with a word, not a colour alone. */
export function UnreadMark() {
  return <Badge>Unread</Badge>;
}

/** A name in a list: bold and marked while nobody has read the item. */
export function ItemName({ name, unread }: { name: string; unread: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className={unread ? "font-semibold" : undefined}>{name}</span>
      {unread && <UnreadMark />}
    </span>
  );
}
