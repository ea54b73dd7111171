import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateTime } from "~/lib/format-date-time";

/** The top of an inbox item's page: the way back, whose it is, when it came. */
export function ItemHeader({
  back,
  title,
  receivedAt,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  receivedAt: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Link
        to={back.to}
        className="text-sm font-medium text-primary-700 underline underline-offset-4 focus-ring"
      >
        {back.label}
      </Link>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-sm text-muted">Received {formatDateTime(receivedAt)}</p>
      {children}
    </div>
  );
}
