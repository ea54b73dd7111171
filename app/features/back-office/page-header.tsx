import type { ReactNode } from "react";
import { Link } from "react-router";

/** A back-office item's page top: the way back, the page's heading, a line or two about the item. */
export function PageHeader({
  back,
  title,
  children,
}: {
  back: { to: string; label: ReactNode };
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Link
        to={back.to}
        className="w-fit rounded-sm text-sm font-medium text-primary-700 underline underline-offset-4 focus-ring"
      >
        {back.label}
      </Link>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}
