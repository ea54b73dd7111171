import type { ServerBuild } from "react-router";
import { maxResumeBytes } from "@common/career-application";
import { documentRouteIdFinder } from "../metrics/route-label";
import { textFormMaxBytes } from "./read-form";

const KB = 1024;
const MB = 1024 * KB;

/**
 * The forms that carry a file, and how large each body may be; every other page's form is a text
 * form of at most `textFormMaxBytes`. The actions read their forms with these limits
 * (`readForm`), so a body just over one is answered on the page, in the form's words.
 */
export const uploadFormBytes = {
  careerApplication: maxResumeBytes + 256 * KB,
  // A picture and the form around it.
  article: 6 * MB,
  institution: 6 * MB,
  course: 6 * MB,
  // A 512 KB file, or a preview of 2,000 rows sent back for confirmation, with room to spare.
  learnersImport: 2 * MB,
};

/** The pages whose action takes a file, by React Router route id (app/routes.ts). */
export const uploadRoutes: Record<string, number> = {
  "routes/marketing/careers": uploadFormBytes.careerApplication,
  "admin-article-new": uploadFormBytes.article,
  "routes/admin/article-editor": uploadFormBytes.article,
  "admin-institution-new": uploadFormBytes.institution,
  "routes/admin/institution-editor": uploadFormBytes.institution,
  "admin-course-new": uploadFormBytes.course,
  "routes/admin/course-editor": uploadFormBytes.course,
  "routes/manage/learners-import": uploadFormBytes.learnersImport,
};

/**
 * A page's bound is twice its form's own limit: a body up to that size is read up to the form's
 * limit (nothing when its declared length is over) and answered on the page in the form's words
 * ("The file is larger than 10 MB."); beyond it the server answers 413 without the page.
 */
export const pageBoundFactor = 2;

const formLimitOf = (routeId: string | undefined) =>
  (routeId ? uploadRoutes[routeId] : undefined) ?? textFormMaxBytes;

/** The largest body each endpoint takes (decision 0044): the server's one table of them. */
export const endpointBodyBytes = {
  /** better-auth's JSON: an email, a password, a code. */
  auth: 64 * KB,
  /** Stripe's events are a few kilobytes; the largest carry a list of ten objects. */
  stripeWebhook: 1 * MB,
  /** Any other address under /api, which answers 404 anyway. */
  api: 64 * KB,
  page: (routeId: string | undefined) => pageBoundFactor * formLimitOf(routeId),
  /** Pages when the route table is not known yet (the development server reloads it). */
  anyPage: pageBoundFactor * Math.max(textFormMaxBytes, ...Object.values(uploadRoutes)),
};

/**
 * A request's body limit: `bytes`, and whether the body is read (up to the limit) before the
 * handler runs. The API's handlers (better-auth, the webhook) read their whole body and would
 * fail on a stream cut short, so they are handed one already read; a page's action reads its form
 * with `readForm`, which answers a cut stream on the page, so pages' bodies are counted as read.
 */
export type BodyLimit = { bytes: number; readFirst: boolean };

/** Where the API's own endpoints are mounted: the wiring names them (`server/app.ts`). */
export type ApiPaths = { auth: string; stripeWebhook: string };

/**
 * The limit for a request to `path`; `routeIdOf` names the page React Router would answer it
 * with (undefined when the route table is not known).
 */
export function bodyLimitFor(
  path: string,
  apiPaths: ApiPaths,
  routeIdOf: ((path: string) => string | undefined) | undefined,
): BodyLimit {
  const api = (bytes: number) => ({ bytes, readFirst: true });
  if (path === apiPaths.auth || path.startsWith(`${apiPaths.auth}/`)) {
    return api(endpointBodyBytes.auth);
  }
  if (path === apiPaths.stripeWebhook) return api(endpointBodyBytes.stripeWebhook);
  if (path === "/api" || path.startsWith("/api/")) return api(endpointBodyBytes.api);
  return {
    bytes: routeIdOf ? endpointBodyBytes.page(routeIdOf(path)) : endpointBodyBytes.anyPage,
    readFirst: false,
  };
}

/** `bodyLimitFor` with the pages of `build` (the development server's reloading build: any page). */
export function bodyLimitsOf(
  build: ServerBuild | (() => Promise<ServerBuild>),
  apiPaths: ApiPaths,
) {
  const routeIdOf = typeof build === "function" ? undefined : documentRouteIdFinder(build.routes);
  return (path: string) => bodyLimitFor(path, apiPaths, routeIdOf);
}
