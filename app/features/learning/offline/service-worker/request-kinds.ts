// What the service worker does with each request (decision 0041). Only the learner's own
// screens are kept per account; the back office, billing and everything that signs someone in or
// out go to the network untouched.

export type RequestKind =
  /** Dashboard, a course's outline, a lesson (the page or its `.data`): network first, kept per account. */
  | "learner-page"
  /** Built files, icons, the manifest and the offline page: the same for everyone. */
  | "static"
  /** Signing in, up or out: the account's kept lessons are dropped before it goes through. */
  | "session-change"
  /** Any other page: the network, or the offline page when there is none. */
  | "other-page"
  | "pass";

const learnerPage = /^\/(?:dashboard|course\/[^/]+(?:\/start(?:\/[^/]+)?)?)\/?$/;
const staticFile = /^\/(?:assets\/.+|icons\/.+|favicon\.svg|manifest\.webmanifest|offline\.html)$/;
// Landing on the sign-in or sign-up page means no one, or someone new, is about to be signed in.
const signInPages = /^\/(?:login(?:\/two-factor)?|signup)\/?$/;
const authSteps = /^\/(?:api\/)?auth\//;

/** The page a URL shows: React Router's data requests add `.data` to the page's path. */
export function pagePath(pathname: string) {
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
}

export function requestKind(
  request: { method: string; url: string; mode: RequestMode },
  origin: string,
): RequestKind {
  const url = new URL(request.url);
  if (url.origin !== origin) return "pass";
  const page = pagePath(url.pathname);
  if (authSteps.test(page) || signInPages.test(page)) return "session-change";
  if (request.method !== "GET") return "pass";
  if (learnerPage.test(page)) return "learner-page";
  if (staticFile.test(url.pathname)) return "static";
  return request.mode === "navigate" ? "other-page" : "pass";
}

/** The document a learner page's data request belongs to, so it can be kept for a reload. */
export function isLearnerPage(pathname: string) {
  return learnerPage.test(pagePath(pathname));
}
