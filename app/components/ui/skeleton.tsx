import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Decorative placeholder; announce loading elsewhere (e.g. `aria-busy` on the region). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("rounded-lg bg-primary-100/70 motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
