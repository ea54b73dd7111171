import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";

type LayoutData = { readOnly: boolean };

/**
 * Whether the person in the manager area is a reporter (read and export only): the layout's
 * loader read their role through requireManager, so every page below asks it here rather than
 * reading it again. The server refuses a reporter's write (404) whatever the page shows.
 */
export function useReadOnly() {
  return useRouteLoaderData<LayoutData>("routes/manage/manage-layout")?.readOnly ?? true;
}

/** Forms and buttons that change something: shown to managers, left out for reporters. */
export function WriteControls({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** What a reporter sees instead, if anything (the values the form would change). */
  fallback?: ReactNode;
}) {
  return <>{useReadOnly() ? fallback : children}</>;
}
