import type { ReactNode } from "react";
import { blockFormSchema } from "@common/back-office/block-form";
import { useFormCheck } from "~/lib/use-form-check";
import { blockTypeLabels, type BlockData, type BlockType } from "@common/back-office/block-form";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { EditorForm } from "./editor-form";
import { shown, type FormState } from "./editor-state";

/** A block's fields as the form shows them (lists one item a line). */
export function blockFields(block: BlockData | null): Record<string, string> {
  return {
    text: block?.content.text ?? "",
    items: block?.content.items?.join("\n") ?? "",
    listType: block?.metadata.listType ?? "unordered",
    level: String(block?.metadata.level ?? 2),
    url: block?.content.url ?? "",
    alt: block?.content.alt ?? "",
    caption: block?.metadata.caption ?? "",
  };
}

/**
 * One block's form, showing the fields its type uses. Preview draws the block below with the
 * lesson player's components (`preview`), without saving; Save adds or replaces it.
 */
export function BlockForm({
  type,
  blockId,
  formKey,
  saved,
  state,
  preview,
}: {
  type: BlockType;
  blockId?: string;
  formKey: string;
  saved: BlockData | null;
  state: FormState;
  preview: ReactNode;
}) {
  const { errors, onSubmit } = useFormCheck(blockFormSchema, state.errors);
  const fields = blockFields(saved);
  const value = (name: string) => shown(state, name, fields[name] ?? "");
  const label = blockTypeLabels[type];
  return (
    <div className="grid gap-4">
      <EditorForm
        intent="save-block"
        formKey={formKey}
        hidden={{ type, id: blockId }}
        onSubmit={onSubmit}
        formError={errors.form}
        compact
        submit={
          <>
            <Button type="submit" name="blockIntent" value="save" size="sm">
              {blockId ? "Save block" : `Add ${label.toLowerCase()} block`}
            </Button>
            <Button type="submit" name="blockIntent" value="preview" variant="outline" size="sm">
              Preview
            </Button>
          </>
        }
      >
        {type === "header" && (
          <Field label="Heading level" error={errors.level}>
            <NativeSelect name="level" defaultValue={value("level")}>
              <option value="2">Level 2 (section)</option>
              <option value="3">Level 3 (subsection)</option>
              <option value="4">Level 4</option>
            </NativeSelect>
          </Field>
        )}
        {(type === "text" || type === "markdown" || type === "header") && (
          <Field
            label={type === "header" ? "Heading" : `${label} text`}
            hint={
              type === "text"
                ? "Paragraphs are separated by a blank line."
                : type === "markdown"
                  ? "Markdown: **bold**, *italic*, lists, links."
                  : undefined
            }
            error={errors.text}
          >
            {type === "header" ? (
              <Input name="text" defaultValue={value("text")} maxLength={200} />
            ) : (
              <Textarea name="text" defaultValue={value("text")} rows={6} />
            )}
          </Field>
        )}
        {type === "list" && (
          <>
            <Field label="Items" hint="One item a line." error={errors.items}>
              <Textarea name="items" defaultValue={value("items")} rows={5} />
            </Field>
            <Field label="List style" error={errors.listType}>
              <NativeSelect name="listType" defaultValue={value("listType")}>
                <option value="unordered">Bullets</option>
                <option value="ordered">Numbered steps</option>
              </NativeSelect>
            </Field>
          </>
        )}
        {type === "image" && (
          <>
            <Field
              label="Picture address"
              hint="An https:// address or a path on this site, such as /images/courses/step-1.svg."
              error={errors.url}
            >
              <Input name="url" defaultValue={value("url")} maxLength={2000} />
            </Field>
            <Field label="Alternative text" hint="What the picture shows." error={errors.alt}>
              <Input name="alt" defaultValue={value("alt")} maxLength={300} />
            </Field>
            <Field label="Caption" optional error={errors.caption}>
              <Input name="caption" defaultValue={value("caption")} maxLength={300} />
            </Field>
          </>
        )}
      </EditorForm>
      {preview && (
        <section
          aria-label={`Preview of the ${label.toLowerCase()} block (not saved)`}
          className="rounded-xl border border-dashed border-primary-300 bg-canvas p-4"
        >
          <p className="mb-2 text-xs font-semibold text-muted uppercase">Preview (not saved)</p>
          {preview}
        </section>
      )}
    </div>
  );
}
