import { cn } from "~/lib/cn";

const sizes = { sm: "size-8 text-sm", md: "size-10 text-base", lg: "size-14 text-xl" } as const;

type AvatarProps = {
  initial: string;
  size?: keyof typeof sizes;
  /** When given the avatar is an image with this name; otherwise it is decorative. */
  label?: string;
  className?: string;
};

export function Avatar({ initial, size = "md", label, className }: AvatarProps) {
  return (
    <span
      data-slot="avatar"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(
        "inline-grid shrink-0 place-content-center rounded-full bg-primary-700 font-semibold text-white ring-2 ring-surface select-none",
        sizes[size],
        className,
      )}
    >
      {initial}
    </span>
  );
}
