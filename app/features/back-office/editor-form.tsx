import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** A titled part of an editor page (Details, Add a question…). */
export function EditorSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One form of an editor page, the same frame each time: it posts its `intent` (and the
 * `formKey` that brings its answer back to it), says why it was not saved above its fields, and
 * ends with its buttons. Checked in the browser by `onSubmit` (`useFormCheck`), on the server
 * again; works without JavaScript.
 */
export function EditorForm({
  intent,
  formKey,
  hidden = {},
  onSubmit,
  formError,
  multipart = false,
  compact = false,
  submit,
  children,
}: {
  /** Omitted where the buttons post it (Save or Preview). */
  intent?: string;
  formKey?: string;
  /** More hidden fields (the item's id…); an undefined one is left out. */
  hidden?: Record<string, string | undefined>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | undefined;
  /** A form with a file field. */
  multipart?: boolean;
  /** One of several forms in a list (questions, blocks): tighter, and the page stays put. */
  compact?: boolean;
  /** The Save button (`SaveButton`), or the form's buttons. */
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      encType={multipart ? "multipart/form-data" : undefined}
      className={cn("grid", compact ? "gap-4" : "gap-5")}
      preventScrollReset={compact}
      noValidate
    >
      {intent && <input type="hidden" name="intent" value={intent} />}
      {formKey && <input type="hidden" name="formKey" value={formKey} />}
      {Object.entries(hidden).map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      {formError && (
        <Alert variant="danger" title="Not saved">
          {formError}
        </Alert>
      )}
      {children}
      <div className="flex flex-wrap gap-3">{submit}</div>
    </Form>
  );
}

/** The Save button of an editor form. */
export function SaveButton({
  saving,
  small = false,
  children,
}: {
  saving?: boolean;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" loading={saving} size={small ? "sm" : undefined}>
      {children}
    </Button>
  );
}
