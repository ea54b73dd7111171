import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

type PlayerHeaderProps = { course: { slug: string; title: string } };

/**
 * The lesson player's header: breadcrumb, course title and Take Assessment. The learner's
 * initial, display name and Sign out are the site header's, so the person appears once.
 */
export function PlayerHeader({ course }: PlayerHeaderProps) {
  const crumbs = [
    { label: "Dashboard", to: "/dashboard" },
    { label: course.title, to: `/course/${course.slug}` },
  ];
  return (
    <div className="border-b border-border bg-surface">
      <Container className="grid gap-3 py-4 sm:py-5">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
            {crumbs.map((crumb) => (
              <li key={crumb.to} className="flex items-center gap-1">
                <Link
                  to={crumb.to}
                  className="-mx-1 inline-flex min-h-8 items-center rounded px-1 font-medium text-primary-700 underline-offset-4 focus-ring hover:underline"
                >
                  {crumb.label}
                </Link>
                <ChevronRight aria-hidden="true" className="size-4 text-border-strong" />
              </li>
            ))}
            <li aria-current="page" className="font-medium text-ink">
              Lessons
            </li>
          </ol>
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <p className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">
            {course.title}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild variant="outline" size="sm">
              <Link to={`/course/${course.slug}/assessment`}>Take Assessment →</Link>
            </Button>
          </div>
        </div>
      </Container>
    </div>
  );
}
