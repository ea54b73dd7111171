import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

type BlogPaginationProps = { page: number; pageCount: number; pageLinks: number[] };

const pageHref = (page: number) => (page === 1 ? "/blog" : `/blog?page=${page}`);

/**
 * Previous, at most 3 page numbers, Next (docs/product/public-site.md#blog-list). Real links (each page
 * is server-rendered); at either end Previous or Next is a disabled button rather than a link
 * to nowhere.
 */
export function BlogPagination({ page, pageCount, pageLinks }: BlogPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="flex flex-col items-center gap-3">
      <ul className="flex items-center gap-1 sm:gap-2">
        <li>
          <StepLink to={page > 1 ? pageHref(page - 1) : null} rel="prev">
            <ChevronLeft aria-hidden="true" />
            Previous
          </StepLink>
        </li>
        {pageLinks.map((number) => (
          <li key={number}>
            <Link
              to={pageHref(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
              className={cn(
                "grid size-11 place-items-center rounded-lg text-sm font-semibold focus-ring transition-colors",
                number === page
                  ? "bg-primary-700 text-white shadow-xs"
                  : "text-ink hover:bg-primary-50 hover:text-primary-800",
              )}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          <StepLink to={page < pageCount ? pageHref(page + 1) : null} rel="next">
            Next
            <ChevronRight aria-hidden="true" />
          </StepLink>
        </li>
      </ul>
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
    </nav>
  );
}

function StepLink({
  to,
  rel,
  children,
}: {
  to: string | null;
  rel: "prev" | "next";
  children: React.ReactNode;
}) {
  const className = "px-2 sm:px-4";
  if (!to) {
    return (
      <Button variant="ghost" disabled className={className}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" className={className}>
      <Link to={to} rel={rel}>
        {children}
      </Link>
    </Button>
  );
}
