import type { Action } from "../../policy/policies";

/**
 * Whose data each route of the route table answers with or changes: the security suite's IDOR
 * sweep (idor-sweep.test.ts) fails when a route with a loader or an action is missing here, so a
 * new route is classified, and then swept, before it can land (decision 0031).
 *
 * - `public`: shows and changes no one's own data (the reason says why).
 * - `own`: answers with, or changes, the signed-in person's own rows only, found through the
 *   session; any object it names in the URL, the query or the body is in `objects`, and the sweep
 *   replays user A's requests as user B (idor-sweep.test.ts, `replays`).
 * - `admin`: the back office, hidden from everyone else (a member gets the 404 page).
 * - `manager`: an institution's manager area (docs/product/institutions.md#manager-area), behind `requireManager`: anyone who
 *   does not manage the institution in the URL gets the 404 page, and nothing changes (the sweep
 *   sends every page and action as a member who manages nothing; app/routes/manage/
 *   manager-gate.test.ts sends them as the manager of another institution; reporter-sweep.test.ts
 *   as a reporter of the institution itself: pages open, every POST answers 404).
 * - `dev`: the development pages, which exist only on a localhost deployment, for a browser on
 *   the same machine.
 *
 * A URL parameter must be explained: `params` says what each one names, when it is not one of
 * the person's own objects (which go in `objects`).
 *
 * Every route names the policies its loader and action ask (`policies`, actions of
 * server/policy/policies.ts, decision 0048): the sweep fails on a route without one, on a name
 * the table does not have, and on a kind its policies do not fit.
 */
export type RouteScope = { policies: readonly [Action, ...Action[]] } & (
  | { kind: "public"; reason: string; params?: Record<string, string> }
  | {
      kind: "own";
      /** Owned objects the route takes by id, and where: "note id (body noteId)". */
      objects?: string[];
      params?: Record<string, string>;
    }
  | { kind: "admin" }
  | { kind: "manager"; params?: Record<string, string> }
  | { kind: "dev" }
);
