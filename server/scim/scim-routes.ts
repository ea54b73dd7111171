import { Hono, type Context } from "hono";
import type { BlockList } from "node:net";
import type { z } from "@common/zod";
import type { Db } from "../db/client";
import { clientIpOf } from "../http/client-ip";
import type { RateLimiter, RateRule } from "../security/rate-limit";
import {
  listResponse,
  maxPageSize,
  resourceTypes,
  schemas,
  serviceProviderConfig,
} from "./scim-discovery";
import { userFilterOf } from "./scim-filter";
import { ScimError, scimContentType } from "./scim-messages";
import { applyPatch, scimPatchRequest } from "./scim-patch";
import {
  changeScimUser,
  createScimUser,
  deleteScimUser,
  notFoundError,
  type ScimInstitution,
} from "./scim-provisioning";
import { institutionForScimToken } from "./scim-token";
import { scimUserResource, stateOfResource } from "./scim-user-input";
import { userResource } from "./scim-user-resource";
import { listScimUsers, scimUserById } from "./scim-users";

/** Where SCIM is served; the origin guard lets its POSTs through (bearer tokens, no cookies). */
export const scimBasePath = "/scim/v2";

/**
 * A directory's first provisioning cycle sends two requests per person (a filter, then a
 * create): 2,000 staff in a few minutes. Wrong tokens are counted per address, as sign-ins are.
 */
export const scimRateRules = {
  perInstitution: { limit: 1200, windowSeconds: 60 },
  refusedPerAddress: { limit: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

type ScimEnv = { Variables: { institution: ScimInstitution } };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SCIM 2.0's Users endpoint and its discovery (RFC 7643, RFC 7644) for institutions' directories
 * (docs/product/institutions.md#directory-provisioning-scim). The bearer token names the
 * institution; every read and change is scoped to it in the SQL.
 */
export function scimRoutes(deps: {
  db: Db;
  appUrl: string;
  rateLimiter: RateLimiter;
  proxies: BlockList;
}) {
  const { db } = deps;
  const baseUrl = `${deps.appUrl}${scimBasePath}`;
  const app = new Hono<ScimEnv>();

  app.use(async (c, next) => {
    const institution = await institutionForScimToken(db, c.req.header("authorization"));
    if (!institution) {
      // Counted per address, and only refused tokens: a directory's egress address is shared by
      // many tenants (Entra's), so one misconfigured tenant must not lock out the others.
      const ip = clientIpOf(c, deps.proxies);
      const refused = await deps.rateLimiter.hit(
        `scim-refused:${ip}`,
        scimRateRules.refusedPerAddress,
      );
      if (!refused.allowed) {
        c.header("Retry-After", String(refused.retryAfterSeconds));
        throw new ScimError(429, "Too many requests with a wrong token. Try again later.");
      }
      c.header("WWW-Authenticate", 'Bearer realm="SCIM"');
      throw new ScimError(401, "The bearer token is missing, wrong or revoked.");
    }
    const verdict = await deps.rateLimiter.hit(
      `scim:${institution.id}`,
      scimRateRules.perInstitution,
    );
    if (!verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      throw new ScimError(429, "Too many requests. Try again in a minute.");
    }
    c.set("institution", institution);
    await next();
  });

  app.get("/ServiceProviderConfig", (c) => scim(c, serviceProviderConfig(baseUrl)));
  app.get("/Schemas", (c) => {
    const all = schemas(baseUrl);
    return scim(c, listResponse(all, all.length, 1));
  });
  app.get("/Schemas/:id", (c) => {
    const schema = schemas(baseUrl).find((s) => s.id === c.req.param("id"));
    if (!schema) throw new ScimError(404, "No such schema.");
    return scim(c, schema);
  });
  app.get("/ResourceTypes", (c) => {
    const all = resourceTypes(baseUrl);
    return scim(c, listResponse(all, all.length, 1));
  });
  app.get("/ResourceTypes/User", (c) => scim(c, resourceTypes(baseUrl)[0]));

  app.get("/Users", async (c) => {
    const filter = userFilterOf(c.req.query("filter"));
    const startIndex = Math.max(1, integerOf(c.req.query("startIndex")) ?? 1);
    const count = Math.min(maxPageSize, Math.max(0, integerOf(c.req.query("count")) ?? 100));
    const page = await listScimUsers(db, c.var.institution.id, filter, { startIndex, count });
    const resources = page.rows.map((row) => userResource(row, baseUrl));
    return scim(c, listResponse(resources, page.total, startIndex));
  });
  app.get("/Users/:id", async (c) => {
    const row = await scimUserById(db, c.var.institution.id, userIdOf(c));
    if (!row) throw notFoundError();
    return scim(c, userResource(row, baseUrl));
  });
  app.post("/Users", async (c) => {
    const resource = await bodyOf(c, scimUserResource);
    const row = await createScimUser(db, c.var.institution, stateOfResource(resource));
    c.header("Location", `${baseUrl}/Users/${row.id}`);
    return scim(c, userResource(row, baseUrl), 201);
  });
  app.put("/Users/:id", async (c) => {
    const id = userIdOf(c);
    const next = stateOfResource(await bodyOf(c, scimUserResource));
    const row = await changeScimUser(db, c.var.institution, id, () => next);
    return scim(c, userResource(row, baseUrl));
  });
  app.patch("/Users/:id", async (c) => {
    const id = userIdOf(c);
    const patch = await bodyOf(c, scimPatchRequest);
    const row = await changeScimUser(db, c.var.institution, id, (current) =>
      applyPatch(current, patch.Operations),
    );
    return scim(c, userResource(row, baseUrl));
  });
  app.delete("/Users/:id", async (c) => {
    await deleteScimUser(db, c.var.institution, userIdOf(c));
    return c.body(null, 204);
  });

  app.all("*", () => {
    throw new ScimError(404, "No such endpoint. This service provides Users only.");
  });
  app.onError((error, c) => {
    if (error instanceof ScimError) return scim(c, error.body, error.status);
    throw error;
  });
  return app;
}

function scim(
  c: Context,
  body: unknown,
  status: 200 | 201 | 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 = 200,
) {
  c.header("Content-Type", scimContentType);
  c.header("Cache-Control", "no-store");
  return c.body(JSON.stringify(body), status);
}

/** The id in the address; one that is not a SCIM id we issued is simply not found. */
function userIdOf(c: Context) {
  const id = c.req.param("id") ?? "";
  if (!uuidPattern.test(id)) throw notFoundError();
  return id;
}

function integerOf(value: string | undefined) {
  if (value === undefined || !/^-?\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value);
}

/** The request's JSON, checked by `schema`: a refusal names the first problem. */
async function bodyOf<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new ScimError(400, "The body is not JSON.", "invalidSyntax");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new ScimError(400, `${where}${issue?.message ?? "Invalid request."}`, "invalidValue");
  }
  return parsed.data;
}
