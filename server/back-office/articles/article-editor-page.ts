import { answerDone, answerRefused, notFound } from "@common/forms/action-answer";
import { slugFromTitle } from "@common/back-office/article-form";
import { londonDateOf, startOfLondonDay } from "@common/london-time";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { isUuid } from "@common/uuid";
import type { ArticleEditorValues } from "@common/back-office/article-form";
import { submitArticle } from "./article-submission";
import { articleForEditing } from "./articles";

/** What the preview shows: the article as the blog's own components render it. */
type ArticlePreview = {
  id: string;
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  content: string;
  author: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  readTime: number;
  isFeatured: boolean;
  date: Date;
};

/** The article being edited (`/admin/articles/:articleId`), or none for a new one. */
async function articleOf(context: AppContext, articleId: string | undefined) {
  if (articleId === undefined) return null;
  const article = isUuid(articleId) ? await articleForEditing(context.db, articleId) : null;
  return article ?? notFound();
}

/** The editor's page: the article's saved values, or a new one's, dated today. */
export async function articleEditorPage(context: AppContext, articleId: string | undefined) {
  const article = await articleOf(context, articleId);
  const today = londonDateOf(new Date());
  const values: ArticleEditorValues = article
    ? {
        title: article.title,
        slug: article.slug,
        category: article.category,
        excerpt: article.excerpt,
        content: article.content,
        author: article.author ?? "",
        publishDate: londonDateOf(article.publishedAt ?? article.createdAt),
        readTime: String(article.readTime),
        isFeatured: article.isFeatured,
        imageAlt: article.imageAlt ?? "",
      }
    : { ...emptyValues, publishDate: today };
  return {
    article: article && {
      id: article.id,
      title: article.title,
      slug: article.slug,
      imageUrl: article.imageUrl,
    },
    values,
    scheduled: Boolean(article?.publishedAt && article.publishedAt > new Date()),
  };
}

const emptyValues: ArticleEditorValues = {
  title: "",
  slug: "",
  category: "",
  excerpt: "",
  content: "",
  author: "",
  publishDate: "",
  readTime: "5",
  isFeatured: false,
  imageAlt: "",
};

/** Save (then back to the editor) or preview what visitors will see, before it is saved. */
export async function articleEditorAction(
  context: AppContext,
  request: Request,
  admin: SessionUser,
  articleId: string | undefined,
) {
  const article = await articleOf(context, articleId);
  const outcome = await submitArticle(context, admin, request, article);
  if (outcome.kind === "saved") {
    return redirectWithToast(`/admin/articles/${outcome.id}`, {
      type: "success",
      title: "Article saved",
    });
  }
  if (outcome.kind === "refused") {
    return answerRefused(outcome.errors, outcome.values, {
      status: outcome.status,
      extra: { preview: null as ArticlePreview | null },
    });
  }
  const { input } = outcome;
  // The page's own components render the preview: what visitors will see, before it is saved.
  const preview: ArticlePreview = {
    id: article?.id ?? "preview",
    slug: input.slug || slugFromTitle(input.title),
    title: input.title,
    category: input.category,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author || null,
    imageUrl: article?.imageUrl ?? null,
    imageAlt: input.imageAlt || null,
    readTime: input.readTime,
    isFeatured: input.isFeatured === "on",
    date: startOfLondonDay(input.publishDate),
  };
  return answerDone({ preview }, { values: outcome.values });
}
