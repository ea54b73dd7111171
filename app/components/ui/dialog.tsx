import type { ComponentProps, ReactNode } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "~/lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses =
  "fixed inset-0 z-50 bg-primary-950/45 backdrop-blur-[2px] motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out";

export const panelClasses = cn(
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto",
  "rounded-2xl border border-border bg-surface p-6 text-ink shadow-xl sm:p-7",
  "motion-safe:data-[state=open]:animate-pop-in motion-safe:data-[state=closed]:animate-pop-out",
);

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("pr-8 text-xl font-semibold text-ink", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-base text-muted", className)} {...props} />
  );
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Rendered as the accessible title; omit only if you render `<DialogTitle>` yourself. */
  title?: ReactNode;
  description?: ReactNode;
  hideClose?: boolean;
};

export function DialogContent({
  className,
  title,
  description,
  hideClose = false,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(panelClasses, className)}
        // Without a description Radix warns unless aria-describedby is explicitly undefined.
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        {(title || description) && (
          <div className="grid gap-1.5">
            {title && <DialogTitle>{title}</DialogTitle>}
            {description && <DialogDescription>{description}</DialogDescription>}
          </div>
        )}
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 grid size-11 cursor-pointer place-content-center rounded-full text-muted focus-ring transition-colors hover:bg-primary-50 hover:text-ink"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
