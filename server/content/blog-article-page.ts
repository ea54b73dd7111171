import { notFound } from "@common/forms/action-answer";
import type { AppContext } from "../context";
import { findArticle, recommendedArticles } from "./articles";

/** One article and those recommended after it; an unknown one is not found. */
export async function blogArticlePage(context: Pick<AppContext, "db">, id: string) {
  const [article, recommended] = await Promise.all([
    findArticle(context.db, id),
    recommendedArticles(context.db, id),
  ]);
  return { article: article ?? notFound(), recommended };
}
