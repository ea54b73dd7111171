import type { ComponentProps, ReactNode } from "react";
import type { VariantProps } from "class-variance-authority";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";
import { buttonVariants } from "~/components/ui/button";
import { overlayClasses, panelClasses } from "~/components/ui/dialog";

/**
 * For confirmations. To submit a form on confirm, put a `<Form>` with a plain
 * `<Button type="submit">` in the footer: Action closes the dialog first, which can
 * unmount the form before it submits.
 */
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

type AlertDialogContentProps = ComponentProps<typeof AlertDialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
};

export function AlertDialogContent({
  className,
  title,
  description,
  children,
  ...props
}: AlertDialogContentProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(panelClasses, "max-w-md", className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="grid gap-1.5">
          <AlertDialogPrimitive.Title className="text-xl font-semibold text-ink">
            {title}
          </AlertDialogPrimitive.Title>
          {description && (
            <AlertDialogPrimitive.Description className="text-base text-muted">
              {description}
            </AlertDialogPrimitive.Description>
          )}
        </div>
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

type ButtonLook = Pick<VariantProps<typeof buttonVariants>, "variant" | "size">;

export function AlertDialogCancel({
  className,
  variant = "outline",
  size,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel> & ButtonLook) {
  return (
    <AlertDialogPrimitive.Cancel
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export function AlertDialogAction({
  className,
  variant = "primary",
  size,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & ButtonLook) {
  return (
    <AlertDialogPrimitive.Action
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
