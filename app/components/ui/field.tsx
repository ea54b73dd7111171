import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { cn } from "~/lib/cn";
import { Label } from "~/components/ui/label";

/** Props a Field hands to its control so label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

type FieldProps = {
  label: ReactNode;
  /** Defaults to a generated id; pass one when the control needs a stable id. */
  id?: string;
  hint?: ReactNode;
  /** One message or several; empty means valid. */
  error?: string | readonly string[] | null;
  /** Shown after the label as "(optional)"; we mark optional fields, not required ones (GOV.UK pattern). */
  optional?: boolean;
  className?: string;
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
};

export function Field({ label, id, hint, error, optional, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const messages = (typeof error === "string" ? [error] : (error ?? [])).filter(Boolean);
  const invalid = messages.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ");

  const control: FieldControlProps = {
    id: controlId,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": invalid || undefined,
  };

  return (
    <div data-slot="field" className={cn("grid gap-1.5", className)}>
      <Label htmlFor={controlId}>
        {label}
        {optional && <span className="ml-1 font-normal text-muted">(optional)</span>}
      </Label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {typeof children === "function"
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : children}
      {invalid && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{messages.join(" ")}</span>
        </p>
      )}
    </div>
  );
}
