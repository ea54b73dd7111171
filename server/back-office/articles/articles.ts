import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { storageBucket } from "@common/brand";
import type { ArticleFormInput } from "@common/back-office/article-form";
import { londonDateOf, startOfLondonDay } from "@common/london-time";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/sql-state";
import { blogArticles, type BlogArticle } from "../../db/schema/index";
import type { Storage } from "../../storage/storage";
import { recordAudit, type Actor } from "../../audit/audit-log";

export type ArticleImage = { bytes: Uint8Array; extension: string; contentType: string };

export type SaveOutcome =
  { saved: true; id: string; slug: string } | { saved: false; errors: Record<string, string> };

export const slugTakenMessage = "Another article already uses this address.";

/** One article, every column, for the editor; null when there is none. */
export async function articleForEditing(db: Db, id: string) {
  const [article] = await db.select().from(blogArticles).where(eq(blogArticles.id, id)).limit(1);
  return article ?? null;
}

/** The columns the form sets, from its checked input (the publish date as an instant). */
function columnsOf(input: ArticleFormInput, existing: BlogArticle | null) {
  // Saving an article again on the same date keeps the time it was first published at.
  const keepsDate =
    existing?.publishedAt && londonDateOf(existing.publishedAt) === input.publishDate;
  return {
    title: input.title,
    slug: input.slug,
    category: input.category,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author || null,
    publishedAt: keepsDate ? existing.publishedAt : startOfLondonDay(input.publishDate),
    readTime: input.readTime,
    isFeatured: input.isFeatured === "on",
    imageAlt: input.imageAlt || null,
  };
}

/** Where an uploaded picture is stored and the address visitors load it from. */
async function storeImage(storage: Storage, image: ArticleImage) {
  const path = `blog/${randomUUID()}${image.extension}`;
  await storage.put(storageBucket, path, image.bytes, image.contentType);
  return `/storage/${storageBucket}/${path}`;
}

/**
 * Creates (no `id`) or updates an article with its audit entry in one transaction; a new
 * picture is stored first and replaces the old one's address. A taken address is a field error.
 */
export async function saveArticle(
  db: Db,
  storage: Storage,
  actor: Actor,
  change: { id?: string; input: ArticleFormInput; image?: ArticleImage },
): Promise<SaveOutcome> {
  const imageUrl = change.image ? await storeImage(storage, change.image) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const existing = change.id
        ? ((
            await tx.select().from(blogArticles).where(eq(blogArticles.id, change.id)).for("update")
          )[0] ?? null)
        : null;
      if (change.id && !existing)
        return { saved: false, errors: { form: "This article no longer exists." } };
      const columns = { ...columnsOf(change.input, existing), ...(imageUrl && { imageUrl }) };
      const [row] = existing
        ? await tx
            .update(blogArticles)
            .set(columns)
            .where(eq(blogArticles.id, existing.id))
            .returning()
        : await tx.insert(blogArticles).values(columns).returning();
      await recordAudit(tx, actor, {
        action: existing ? "article.update" : "article.create",
        subjectType: "article",
        subjectId: row!.id,
        summary: `${existing ? "Edited" : "Wrote"} the article “${row!.title}”`,
        before: existing && auditedColumns(existing),
        after: auditedColumns(row!),
      });
      return { saved: true, id: row!.id, slug: row!.slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { saved: false, errors: { slug: slugTakenMessage } };
    throw error;
  }
}

/** What the log keeps of an article: everything an editor can change, dates as ISO text. */
function auditedColumns(article: BlogArticle) {
  const { createdAt: _created, updatedAt: _updated, ...rest } = article;
  return { ...rest, publishedAt: article.publishedAt?.toISOString() ?? null };
}
