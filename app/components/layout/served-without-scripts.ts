import { useMatches } from "react-router";
import { useRootData } from "~/lib/root-data";

/**
 * The `handle` of a page that is complete as HTML: no widget on it needs JavaScript (links,
 * plain forms and the streamed blog teaser do not). Such a page is sent to signed-out visitors
 * without the app's scripts (decision 0012).
 */
export const completeAsHtmlHandle = { completeAsHtml: true } as const;

/**
 * Whether this response leaves out the app's JavaScript: the page is complete as HTML, the
 * visitor is signed out (the account menu needs scripts) and no toast is waiting to be shown.
 * Never on the development server, whose hot reload runs in those scripts. Decided on the
 * server only: a page sent this way is never hydrated, so in the browser, where the app is
 * running because this page was not one of them, the answer is always false.
 */
export function useServedWithoutScripts() {
  const matches = useMatches();
  const root = useRootData();
  if (typeof document !== "undefined" || !root || root.hotReload) return false;
  const leaf = matches.at(-1)?.handle as { completeAsHtml?: boolean } | undefined;
  return Boolean(leaf?.completeAsHtml) && !root.user && !root.toast;
}
