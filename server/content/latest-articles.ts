import type { Db } from "../db/client";
import { blogArticles } from "../db/schema/index";
import { isPublished, newestFirst, summaryColumns } from "./articles";

/** The newest articles first, with what a teaser card shows (docs/product/public-site.md#home). */
export async function latestArticles(db: Db, limit: number) {
  return db
    .select(summaryColumns)
    .from(blogArticles)
    .where(isPublished)
    .orderBy(...newestFirst)
    .limit(limit);
}
