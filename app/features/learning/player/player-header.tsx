import { Form, Link } from "react-router";
import { ChevronRight, LogOut } from "lucide-react";
import { signOutAction } from "~/components/layout/sign-out-action";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

type PlayerHeaderProps = {
  course: { slug: string; title: string };
  viewer: { name: string; initial: string };
};

/**
 * Spec §2 lesson player header: breadcrumb, course title, the learner's initial and display
 * name with Sign out (landing on /login, spec §7), and Take Assessment.
 */
export function PlayerHeader({ course, viewer }: PlayerHeaderProps) {
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
            <div className="flex items-center gap-2 text-sm font-medium text-ink">
              <Avatar initial={viewer.initial} size="sm" />
              <span className="max-w-48 truncate">{viewer.name}</span>
              <Form method="post" action={signOutAction}>
                <input type="hidden" name="redirectTo" value="/login" />
                <Button type="submit" variant="ghost" size="sm" className="text-muted">
                  <LogOut aria-hidden="true" />
                  Sign out
                </Button>
              </Form>
            </div>
            <Button asChild variant="outline" size="sm">
              <Link to={`/course/${course.slug}/assessment`}>Take Assessment →</Link>
            </Button>
          </div>
        </div>
      </Container>
    </div>
  );
}
