import type { ArticleEditorValues } from "@common/back-office/article-form";
import { articleFormSchema } from "@common/back-office/article-form";
import { useFormCheck } from "~/lib/use-form-check";
import { articleImageAccept } from "@common/back-office/article-image";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeCheckbox } from "~/components/ui/checkbox";
import { Textarea } from "~/components/ui/textarea";
import { EditorForm } from "./editor-form";

const text = (values: FormValues, name: string, fallback: string) => {
  const value = values[name];
  return typeof value === "string" ? value : fallback;
};

/** What the form shows: the values just posted when there are some, else the saved article. */
export function editorValues(saved: ArticleEditorValues, posted?: FormValues): ArticleEditorValues {
  if (!posted) return saved;
  return {
    title: text(posted, "title", ""),
    slug: text(posted, "slug", ""),
    category: text(posted, "category", ""),
    excerpt: text(posted, "excerpt", ""),
    content: text(posted, "content", ""),
    author: text(posted, "author", ""),
    publishDate: text(posted, "publishDate", ""),
    readTime: text(posted, "readTime", ""),
    isFeatured: posted.isFeatured === "on",
    imageAlt: text(posted, "imageAlt", ""),
  };
}

/**
 * A blog article's form: every field the article page shows, its picture, and two ways out,
 * Preview (renders the article below with the page's own components, saves nothing) and Save.
 * Works without JavaScript: a plain multipart form post.
 */
export function ArticleEditor({
  values,
  errors: serverErrors,
  currentImageUrl,
  saving,
}: {
  values: ArticleEditorValues;
  errors?: FieldErrors;
  currentImageUrl: string | null;
  saving: boolean;
}) {
  const { errors, onSubmit } = useFormCheck(articleFormSchema, serverErrors);
  return (
    <EditorForm
      onSubmit={onSubmit}
      formError={errors.form}
      multipart
      submit={
        <>
          <Button type="submit" name="intent" value="save" loading={saving}>
            Save
          </Button>
          <Button type="submit" name="intent" value="preview" variant="outline">
            Preview
          </Button>
        </>
      }
    >
      <Field label="Title" error={errors.title}>
        <Input name="title" defaultValue={values.title} required maxLength={200} />
      </Field>
      <Field
        label="Address"
        hint="The end of the article's address: /blog/your-address. Lowercase letters, digits and hyphens."
        error={errors.slug}
      >
        <Input name="slug" defaultValue={values.slug} required maxLength={120} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="Category" error={errors.category}>
          <Input name="category" defaultValue={values.category} required maxLength={60} />
        </Field>
        <Field
          label="Publish date"
          hint="Visitors see it from the start of this day (UK time)."
          error={errors.publishDate}
        >
          <Input name="publishDate" type="date" defaultValue={values.publishDate} required />
        </Field>
        <Field label="Read time (minutes)" error={errors.readTime}>
          <Input
            name="readTime"
            type="number"
            min={1}
            max={120}
            defaultValue={values.readTime}
            required
          />
        </Field>
      </div>
      <Field label="Author" optional error={errors.author}>
        <Input name="author" defaultValue={values.author} maxLength={200} />
      </Field>
      <Field
        label="Excerpt"
        hint="Shown on the blog's cards and under the title."
        error={errors.excerpt}
      >
        <Textarea name="excerpt" defaultValue={values.excerpt} rows={3} required maxLength={400} />
      </Field>
      <Field label="Text" hint="Paragraphs are separated by a blank line." error={errors.content}>
        <Textarea name="content" defaultValue={values.content} rows={16} required />
      </Field>
      <fieldset className="grid gap-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-medium">Picture</legend>
        {currentImageUrl ? (
          <img
            src={currentImageUrl}
            alt=""
            className="max-h-40 w-fit rounded-lg border border-border"
          />
        ) : (
          <p className="text-sm text-muted">No picture yet: the blog shows its drawing instead.</p>
        )}
        <Field
          label={currentImageUrl ? "Replace the picture" : "Upload a picture"}
          optional
          hint="PNG, JPEG or WebP, at most 5 MB."
          error={errors.image}
        >
          <Input name="image" type="file" accept={articleImageAccept} />
        </Field>
        <Field
          label="Alternative text"
          hint="What the picture shows, for people who cannot see it."
          error={errors.imageAlt}
        >
          <Input name="imageAlt" defaultValue={values.imageAlt} maxLength={300} />
        </Field>
      </fieldset>
      <label className="flex items-center gap-3 text-sm font-medium">
        <NativeCheckbox name="isFeatured" defaultChecked={values.isFeatured} />
        Feature this article at the top of the blog
      </label>
    </EditorForm>
  );
}
