import { useEffect, useState, type ChangeEvent } from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/**
 * The logo: the one saved, and a preview of a newly chosen file before it is uploaded (with
 * JavaScript; without it, the saved logo shows once the form is saved).
 */
export function InstitutionLogoField({
  current,
  error,
  accept,
}: {
  current: string | null;
  error: string | undefined;
  accept: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : null);
  }
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-medium">Logo</legend>
      <p className="text-sm text-muted">
        Shown beside ours in the header of the institution&apos;s learners.
      </p>
      <div className="flex flex-wrap items-center gap-6">
        {current ? (
          <figure className="grid gap-1">
            <img
              src={current}
              alt="The current logo"
              className="h-12 max-w-48 rounded border border-border object-contain p-1"
            />
            <figcaption className="text-xs text-muted">Current logo</figcaption>
          </figure>
        ) : (
          <p className="text-sm">No logo yet.</p>
        )}
        {preview && (
          <figure className="grid gap-1">
            <img
              src={preview}
              alt="The chosen logo"
              className="h-12 max-w-48 rounded border border-border object-contain p-1"
            />
            <figcaption className="text-xs text-muted">Chosen, saved with the form</figcaption>
          </figure>
        )}
      </div>
      <Field
        label={current ? "Replace the logo" : "Upload a logo"}
        optional
        hint="PNG, JPEG or WebP, at most 5 MB. A wide logo on a transparent background shows best."
        error={error}
      >
        <Input name="logo" type="file" accept={accept} onChange={choose} />
      </Field>
    </fieldset>
  );
}
