import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { cn } from "~/lib/cn";
import { Spinner } from "~/components/ui/spinner";

export const buttonVariants = cva(
  [
    "focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap",
    "transition-colors duration-150 motion-reduce:transition-none",
    "disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55",
    "[&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary-700 text-white shadow-xs hover:bg-primary-800 active:bg-primary-900",
        secondary: "bg-primary-50 text-primary-800 hover:bg-primary-100 active:bg-primary-200",
        outline:
          "border border-border-strong bg-surface text-ink shadow-xs hover:border-primary-700 hover:bg-primary-50 hover:text-primary-800",
        ghost: "text-ink hover:bg-primary-50 hover:text-primary-800",
        destructive: "bg-danger text-white shadow-xs hover:bg-danger-strong",
        link: "text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline",
      },
      size: {
        sm: "h-9 px-3.5 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-11",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto px-0 font-medium" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a Link, an `<a>`) with button styles instead of a `<button>`. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and marks it busy. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-disabled={asChild && (disabled || loading) ? true : undefined}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {asChild ? (
        <Slot.Slottable>{children}</Slot.Slottable>
      ) : loading && size === "icon" ? null : (
        children
      )}
    </Comp>
  );
}
