/** The signed-in person's display name beside their avatar, on screens wide enough for it. */
export function PersonName({ name }: { name: string }) {
  return (
    <span className="hidden max-w-40 truncate pr-2 text-sm font-medium text-ink lg:inline">
      {name}
    </span>
  );
}
