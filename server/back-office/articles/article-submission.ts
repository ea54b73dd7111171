import { articleFormSchema, type ArticleFormInput } from "@common/back-office/article-form";
import { articleImageMessages } from "@common/back-office/article-image";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { readForm } from "../../http/read-form";
import { uploadFormBytes } from "../../http/body-limits";
import { checkArticleImage } from "../../uploads/image-check";
import { saveArticle, type ArticleImage } from "./articles";
import { actorOf } from "../require-admin";

export type ArticleSubmission =
  | { kind: "refused"; status: 400 | 413 | 422; errors: FieldErrors; values: FormValues }
  | { kind: "preview"; input: ArticleFormInput; values: FormValues }
  | { kind: "saved"; id: string };

/**
 * Reads the editor's form with the schema the form uses, checks a new picture as the careers
 * form checks résumés, then previews or saves (with its audit entry) and empties the public
 * page cache so visitors see the change at once.
 */
export async function submitArticle(
  context: Pick<AppContext, "db" | "storage" | "publicPagesChanged">,
  admin: SessionUser,
  request: Request,
  existing: { id: string; imageUrl: string | null } | null,
): Promise<ArticleSubmission> {
  const form = await readForm(request, articleFormSchema, { maxBytes: uploadFormBytes.article });
  if (!form.ok)
    return { kind: "refused", status: form.status, errors: form.errors, values: form.values };

  const upload = form.formData.get("image");
  let image: ArticleImage | undefined;
  if (upload instanceof File && upload.size > 0) {
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const check = checkArticleImage(upload.name, bytes);
    if (!check.ok) return refused({ image: check.reason }, form.values);
    image = { bytes, extension: check.extension, contentType: check.contentType };
  }
  if ((image || existing?.imageUrl) && !form.data.imageAlt) {
    return refused({ imageAlt: articleImageMessages.altRequired }, form.values);
  }
  if (form.data.intent === "preview")
    return { kind: "preview", input: form.data, values: form.values };

  const outcome = await saveArticle(context.db, context.storage, actorOf(admin), {
    id: existing?.id,
    input: form.data,
    image,
  });
  if (!outcome.saved) return refused(outcome.errors, form.values);
  context.publicPagesChanged();
  return { kind: "saved", id: outcome.id };
}

const refused = (errors: FieldErrors, values: FormValues): ArticleSubmission => ({
  kind: "refused",
  status: 422,
  errors,
  values,
});
