import { useNavigation } from "react-router";
import {
  articleEditorAction,
  articleEditorPage,
} from "@server/back-office/articles/article-editor-page";
import { requireAdmin } from "@server/back-office/require-admin";
import { Container } from "~/components/ui/container";
import { ArticleEditor, editorValues } from "~/features/back-office/article-editor";
import { ArticleBody } from "~/features/blog/article-body";
import { ArticleHeader } from "~/features/blog/article-header";
import { PageHeader } from "~/features/back-office/page-header";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/article-editor";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.article ? `Edit: ${loaderData.article.title}` : "New article",
    "Blog article",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return articleEditorPage(context, params.articleId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return articleEditorAction(context, request, admin, params.articleId);
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
