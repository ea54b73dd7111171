import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { controlClasses } from "~/components/ui/input";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClasses, "min-h-28 resize-y py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}
