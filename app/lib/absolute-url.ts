/** `path` on `appUrl` (no trailing slash); already absolute URLs, or no appUrl, leave it as is. */
export function absoluteUrl(path: string, appUrl: string | undefined) {
  if (!appUrl || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${appUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

/**
 * The one address of a page: its path without a trailing slash, and of the query only the page
 * number of the blog list beyond page 1 (/blog?page=N is a page of its own).
 */
export function canonicalUrl(appUrl: string, pathname: string, search: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = new URLSearchParams(search).get("page");
  const keepPage = path === "/blog" && page !== null && /^[1-9][0-9]*$/.test(page) && page !== "1";
  return `${appUrl}${path}${keepPage ? `?page=${page}` : ""}`;
}
