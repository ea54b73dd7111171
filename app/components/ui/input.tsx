import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Shared by text-like controls so inputs, textareas and native selects look alike. */
export const controlClasses = cn(
  "focus-ring w-full rounded-lg border border-border-strong bg-surface px-3.5 text-base text-ink shadow-xs",
  "placeholder:text-muted/80 transition-colors motion-reduce:transition-none",
  "hover:border-primary-700 focus-visible:border-primary-700",
  "disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70",
  "aria-invalid:border-danger aria-invalid:hover:border-danger",
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClasses,
        "h-11 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-primary-700",
        className,
      )}
      {...props}
    />
  );
}
