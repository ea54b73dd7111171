import { Link } from "react-router";
import { ArrowLeft, FileQuestion } from "lucide-react";
import { Button } from "~/components/ui/button";

/** A missing or failed article (docs/product/public-site.md#blog-article). */
export function ArticleNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-primary-100 text-primary-700">
        <FileQuestion aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-semibold">Article Not Found</h1>
      <p className="text-lg text-muted">
        Sorry, the article you are looking for doesn't exist or has been removed.
      </p>
      <Button asChild size="lg">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Return to Blog
        </Link>
      </Button>
    </section>
  );
}
