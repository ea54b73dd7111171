import { Link } from "react-router";
import { ChevronRight } from "lucide-react";

const crumbLink =
  "rounded-sm font-medium text-primary-700 underline-offset-4 focus-ring hover:text-primary-900 hover:underline";

/** Home > Blog > the article's title (docs/product/public-site.md#blog-article). */
export function ArticleBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        <li className="shrink-0">
          <Link to="/" className={crumbLink}>
            Home
          </Link>
        </li>
        <Separator />
        <li className="shrink-0">
          <Link to="/blog" className={crumbLink}>
            Blog
          </Link>
        </li>
        <Separator />
        <li className="min-w-0 truncate text-muted" aria-current="page">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <li aria-hidden="true" className="shrink-0 text-border-strong">
      <ChevronRight className="size-4" />
    </li>
  );
}
