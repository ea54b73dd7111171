import { Form, isRouteErrorResponse, Link, Outlet } from "react-router";
import { backOfficeNav } from "@server/back-office/back-office-nav";
import { requireAdmin } from "@server/back-office/require-admin";
import { signOutAction } from "~/components/layout/sign-out-action";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { BackOfficeNav } from "~/features/back-office/back-office-nav";
import type { Route } from "./+types/admin-layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The back office's frame: whose session it is, the sections with their counts of new items.
 * Admins without two-factor authentication are let in to set it up, and nowhere else (each page
 * asks requireAdmin again).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request, { allowWithoutTwoFactor: true });
  const { items, unread } = await backOfficeNav(context.db, admin);
  return { email: admin.email, nav: items, unread };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeFrame email={loaderData.email} nav={<BackOfficeNav items={loaderData.nav} />}>
      <Outlet />
    </BackOfficeFrame>
  );
}

/** An item that does not exist, or a failure, inside the back office's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <BackOfficeFrame email={null} nav={null}>
      <div className="grid max-w-xl gap-3">
        <h1 className="text-2xl font-semibold">
          {notFound ? "Not found in the back office" : "Something went wrong"}
        </h1>
        <p className="text-muted">
          {notFound
            ? "This item does not exist, or it has been deleted."
            : "We hit an unexpected problem. Please try again in a moment."}
        </p>
        <Link className="font-medium text-primary-700 underline underline-offset-4" to="/admin">
          Back to the overview
        </Link>
      </div>
    </BackOfficeFrame>
  );
}

function BackOfficeFrame({
  email,
  nav,
  children,
}: {
  email: string | null;
  nav: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus-ring focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to="/admin" className="flex items-center gap-3 rounded-md focus-ring">
            <Logo />
            <span className="rounded-md bg-primary-50 px-2 py-1 text-xs font-semibold text-primary-800">
              Back office
            </span>
          </Link>
          <div className="flex items-center gap-3 text-sm">
            {email && <span className="hidden text-muted sm:inline">{email}</span>}
            <Form method="post" action={signOutAction}>
              <input type="hidden" name="redirectTo" value="/login" />
              <Button type="submit" variant="outline" size="sm">
                Sign out
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <aside>{nav}</aside>
        <main id="main-content" className="min-w-0">
          {children}
        </main>
      </div>
    </div>
  );
}
