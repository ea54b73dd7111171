import { eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogArticles } from "../db/schema";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One article by its id or its slug; null when there is none. */
export async function findArticle(db: Db, idOrSlug: string) {
  const match = uuidPattern.test(idOrSlug)
    ? or(eq(blogArticles.id, idOrSlug), eq(blogArticles.slug, idOrSlug))
    : eq(blogArticles.slug, idOrSlug);
  const [article] = await db.select().from(blogArticles).where(match).limit(1);
  return article ?? null;
}
