import type { ComponentProps } from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { Check, Minus } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * Radix Checkbox. Inside a `<form>` Radix renders a hidden native checkbox carrying `name`
 * and `value` (default "on"), so it posts like a native one once JavaScript has loaded.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer grid size-5 shrink-0 cursor-pointer place-content-center rounded-[5px] border-2 border-border-strong bg-surface focus-ring",
        "transition-colors hover:border-primary-700 motion-reduce:transition-none",
        "data-[state=checked]:border-primary-700 data-[state=checked]:bg-primary-700 data-[state=checked]:text-white",
        "data-[state=indeterminate]:border-primary-700 data-[state=indeterminate]:bg-primary-700 data-[state=indeterminate]:text-white",
        "disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-danger",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="grid place-content-center">
        {props.checked === "indeterminate" ? (
          <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

/** A styled native checkbox for forms that must work before JavaScript loads (consent, terms). */
export function NativeCheckbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      data-slot="native-checkbox"
      className={cn(
        "peer size-5 shrink-0 cursor-pointer rounded-[5px] accent-primary-700 focus-ring disabled:cursor-not-allowed",
        className,
      )}
      {...props}
    />
  );
}
