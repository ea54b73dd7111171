import type { ReactNode } from "react";
import { formatDateTime } from "~/lib/format-date-time";
import { PageHeader } from "../page-header";

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
    <PageHeader back={back} title={title}>
      <p className="text-sm text-muted">Received {formatDateTime(receivedAt)}</p>
      {children}
    </PageHeader>
  );
}
