import { data, useNavigation } from "react-router";
import { slugFromTitle } from "@common/back-office/article-form";
import { londonDateOf, startOfLondonDay } from "@common/london-time";
import { articleForEditing } from "@server/back-office/articles/articles";
import { submitArticle } from "@server/back-office/articles/article-submission";
import { requireAdmin } from "@server/back-office/require-admin";
import { redirectWithToast } from "@server/http/flash-toast";
import { Container } from "~/components/ui/container";
import {
  ArticleEditor,
  editorValues,
  type ArticleEditorValues,
} from "~/features/back-office/article-editor";
import { ArticleBody } from "~/features/blog/article-body";
import { ArticleHeader } from "~/features/blog/article-header";
import { PageHeader } from "~/features/back-office/page-header";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/article-editor";
import { uuidPattern } from "@common/uuid";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.article ? `Edit: ${loaderData.article.title}` : "New article",
    "Blog article",
  );

/** The article being edited (`/admin/articles/:articleId`), or none for a new one. */
async function articleOf(context: Route.LoaderArgs["context"], articleId: string | undefined) {
  if (articleId === undefined) return null;
  const article = uuidPattern.test(articleId)
    ? await articleForEditing(context.db, articleId)
    : null;
  if (!article) throw data(null, { status: 404 });
  return article;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const article = await articleOf(context, params.articleId);
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

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const article = await articleOf(context, params.articleId);
  const outcome = await submitArticle(context, admin, request, article);
  if (outcome.kind === "saved") {
    return redirectWithToast(`/admin/articles/${outcome.id}`, {
      type: "success",
      title: "Article saved",
    });
  }
  if (outcome.kind === "refused") {
    return data(
      { errors: outcome.errors, values: outcome.values, preview: null },
      { status: outcome.status },
    );
  }
  const { input } = outcome;
  // The page's own components render the preview: what visitors will see, before it is saved.
  const preview = {
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
  return { errors: {}, values: outcome.values, preview };
}

export default function ArticleEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { article, scheduled } = loaderData;
  const saving = useNavigation().state === "submitting";
  const values = editorValues(loaderData.values, actionData?.values);
  return (
    <div className="grid gap-8">
      <PageHeader
        back={{ to: "/admin/articles", label: "All articles" }}
        title={article ? `Edit “${article.title}”` : "New article"}
      >
        {article && (
          <p className="text-sm text-muted">
            {scheduled ? (
              "Scheduled: visitors cannot see it before its publish date."
            ) : (
              <>
                Published at{" "}
                <a
                  className="text-primary-700 underline underline-offset-4"
                  href={`/blog/${article.slug}`}
                >
                  /blog/{article.slug}
                </a>
              </>
            )}
          </p>
        )}
      </PageHeader>
      <ArticleEditor
        values={values}
        errors={actionData?.errors}
        currentImageUrl={article?.imageUrl ?? null}
        saving={saving}
      />
      {actionData?.preview && (
        <section
          aria-labelledby="preview-title"
          className="overflow-hidden rounded-2xl border border-border bg-canvas"
        >
          <h2
            id="preview-title"
            className="border-b border-border bg-surface px-6 py-3 text-sm font-semibold"
          >
            Preview (not saved)
          </h2>
          <article>
            <ArticleHeader article={actionData.preview} />
            <Container size="md" className="py-12">
              <ArticleBody content={actionData.preview.content} />
            </Container>
          </article>
        </section>
      )}
    </div>
  );
}
