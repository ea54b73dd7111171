import type { ComponentProps, ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { cn } from "~/lib/cn";

const alertVariants = cva(
  "grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-xl border px-4 py-3.5 text-sm",
  {
    variants: {
      variant: {
        danger: "border-[#fecdca] bg-danger-soft text-ink [&>svg]:text-danger",
        success: "border-[#abefc6] bg-success-soft text-ink [&>svg]:text-success",
        info: "border-primary-200 bg-primary-50 text-ink [&>svg]:text-primary-700",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const icons = { danger: CircleAlert, success: CircleCheck, info: Info } as const;

type AlertProps = Omit<ComponentProps<"div">, "title"> &
  VariantProps<typeof alertVariants> & { title: ReactNode };

/**
 * A message inside the page (form errors, confirmations). Pass `role="alert"` for errors that
 * appear after an action, `role="status"` for confirmations.
 */
export function Alert({ className, variant, title, children, ...props }: AlertProps) {
  const Icon = icons[variant ?? "info"];
  return (
    <div data-slot="alert" className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon aria-hidden="true" className="mt-0.5 size-5" />
      <p className="font-semibold">{title}</p>
      {children && <div className="col-start-2 text-ink/85">{children}</div>}
    </div>
  );
}
