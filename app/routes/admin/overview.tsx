import { Link, useRouteLoaderData } from "react-router";
import { backOfficeOverview } from "@server/back-office/overview";
import { requireAdmin } from "@server/back-office/require-admin";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/overview";
import type { loader as layoutLoader } from "./admin-layout";

export const meta: Route.MetaFunction = () => pageMeta("Back office", "Clinova's back office.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return backOfficeOverview(context.db, context.logger);
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { launched, recent } = loaderData;
  // The layout's loader read the unread counts for the navigation: the same figures, no second read.
  const unread = useRouteLoaderData<typeof layoutLoader>("routes/admin/admin-layout")?.unread ?? {
    messages: 0,
    applications: 0,
    enquiries: 0,
  };
  const waiting = [
    { to: "/admin/inbox/messages?show=unread", label: "contact messages", count: unread.messages },
    {
      to: "/admin/inbox/applications?show=unread",
      label: "career applications",
      count: unread.applications,
    },
    {
      to: "/admin/inbox/enquiries?show=unread",
      label: "institution enquiries",
      count: unread.enquiries,
    },
  ];
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Overview</h1>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card aria-labelledby="inbox-title" className="xl:col-span-2">
          <CardHeader>
            <CardTitle as="h2" id="inbox-title">
              Waiting in the inbox
            </CardTitle>
            <CardDescription>Items nobody has marked as read yet.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-3">
              {waiting.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="grid gap-1 rounded-xl border border-border p-4 focus-ring hover:border-primary-700"
                  >
                    <span className="text-3xl font-semibold">{item.count}</span>
                    <span className="text-sm text-muted">{`unread ${item.label}`}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card aria-labelledby="launch-title">
          <CardHeader>
            <CardTitle as="h2" id="launch-title">
              Launch status
            </CardTitle>
            <CardDescription>
              {launched
                ? "Launched: the home and about pages end with “Get Started Now!”."
                : "Not launched: the home and about pages end with “Sign Up”."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Link
              className="font-medium text-primary-700 underline underline-offset-4"
              to="/admin/launch"
            >
              Change the launch status
            </Link>
          </CardContent>
        </Card>
        <Card aria-labelledby="activity-title">
          <CardHeader>
            <CardTitle as="h2" id="activity-title">
              Latest actions
            </CardTitle>
          </CardHeader>
          <CardContent>
            {recent.length === 0 ? (
              <p className="text-sm text-muted">No admin action yet.</p>
            ) : (
              <ul className="grid gap-3 text-sm">
                {recent.map((entry) => (
                  <li key={entry.id} className="grid gap-0.5">
                    <span>{entry.summary}</span>
                    <span className="text-muted">
                      {entry.actor}, {formatDateTime(entry.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link
              className="mt-4 inline-block font-medium text-primary-700 underline underline-offset-4"
              to="/admin/audit-log"
            >
              The whole audit log
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
