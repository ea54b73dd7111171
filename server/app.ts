import { randomBytes } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "./context";
import type { ServerConfig } from "./config/server-config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import type { MailQueue } from "./mail/mail-queue";
import type { Storage } from "./storage/storage";
import type { RateLimiter } from "./security/rate-limit";
import { authBasePath, clientIpHeader, createAuth } from "./accounts/auth/create-auth";
import { guardAuthApi } from "./accounts/auth/auth-rate-limits";
import { readSessionUser, type SessionUser } from "./accounts/auth/session-user";
import { isExposedAuthEndpoint } from "./accounts/auth/exposed-auth-endpoints";
import { clientIpOf } from "./http/client-ip";
import { trustedProxies } from "./http/trusted-proxies";
import { isLoopbackRequest } from "./http/loopback-request";
import { dependsOnSession, markPrivate } from "./http/private-responses";
import { originGuard } from "./security/origin-guard";
import { pageCache } from "./http/page-cache";
import { compressResponse } from "./http/compress-response";
import { isPublicPage } from "./content/public-pages";
import { contentSecurityPolicy } from "./http/security-headers";
import { jsonResponse, withBaseHeaders } from "./http/base-headers";
import { tooManyAttemptsMessage } from "./security/rate-limit";
import { databaseHealth, healthRoutes, type HealthCheck } from "./http/health";
import { baseSecurityHeaders } from "./http/security-headers";
import { givenRequestId, requestIdFrom } from "./http/request-id";
import { mountStaticFiles } from "./http/static-files";
import { handleBillingEvent } from "./billing/billing-events";
import { createBillingProvider } from "./billing/create-billing-provider";
import type { BillingProvider } from "./billing/provider";
import { stripeWebhookPath, stripeWebhookRoutes } from "./billing/stripe-webhook";
import { publicStorageRoutes } from "./storage/public-files";
import { hideBackOffice } from "./back-office/hide-back-office";

export type AppDeps = {
  config: ServerConfig;
  database: Database;
  logger: Logger;
  mailQueue: MailQueue;
  storage: Storage;
  rateLimiter: RateLimiter;
  /** The React Router server build, or a loader for it (the dev server reloads it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where the built client files are; omitted in development, where Vite serves them. */
  clientDir?: string;
  mode: "production" | "development";
  /** Defaults to Stripe or test mode by configuration; tests pass Stripe aimed at a fake. */
  billing?: BillingProvider;
  /** How long signed-out visitors are served a public page from cache; 0 turns it off. */
  pageCacheTtlMs?: number;
  /** The database health check behind /api/health, when the caller shares it (see serve.ts). */
  health?: HealthCheck;
};

import type { AppEnv } from "./http/app-env";

/** The whole HTTP application, apart from `listen()`, so tests can drive it in-process. */
export function createApp(deps: AppDeps) {
  const { config, database, logger } = deps;
  const app = new Hono<AppEnv>();
  const baseHeaders = Object.fromEntries(baseSecurityHeaders({ https: config.isHttps }));

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(givenRequestId(c));
    c.set("requestId", requestId);
    c.set("baseHeaders", baseHeaders);
    await next();
    const answered = withBaseHeaders(c, c.res);
    if (answered !== c.res) c.res = answered;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    if (status >= 500) {
      logger.error(
        { reqId: requestId, method: c.req.method, path: c.req.path, status, ms },
        "request failed",
      );
    } else if (logger.isLevelEnabled("debug")) {
      logger.debug(
        { reqId: requestId, method: c.req.method, path: c.req.path, status, ms },
        "request",
      );
    }
  });

  app.use(originGuard(config.appUrl, [stripeWebhookPath]));
  // better-auth's answers are the session itself (get-session, sign-in): never to be cached.
  app.use("/api/auth/*", async (c, next) => {
    await next();
    markPrivate(c.res.headers);
  });

  const auth = createAuth({ db: database.db, config, mailQueue: deps.mailQueue, logger });
  const proxies = trustedProxies(config.trustedProxies);
  const withClientIp = (headers: Headers, ip: string) => {
    const copy = new Headers(headers);
    copy.set(clientIpHeader, ip);
    return copy;
  };

  const billing = deps.billing ?? createBillingProvider(config);
  const billingDeps = {
    db: database.db,
    provider: billing,
    mailQueue: deps.mailQueue,
    logger,
    appUrl: config.appUrl,
  };

  app.route("/api", healthRoutes(deps.health ?? databaseHealth(database, logger)));
  app.route(
    stripeWebhookPath,
    stripeWebhookRoutes({
      webhookSecret: config.stripe?.webhookSecret,
      logger,
      handle: (event) => handleBillingEvent(billingDeps, event),
    }),
  );
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    if (!isExposedAuthEndpoint(c.req.method, c.req.path.slice(authBasePath.length))) {
      return jsonResponse(c, { error: "Not found" }, 404);
    }
    const ip = clientIpOf(c, proxies);
    const guard = await guardAuthApi(deps.rateLimiter, {
      method: c.req.method,
      path: c.req.path,
      request: c.req.raw,
      ip,
    });
    if (!guard.allowed) {
      c.header("Retry-After", String(guard.retryAfterSeconds));
      return c.json({ message: tooManyAttemptsMessage }, 429);
    }
    const request = new Request(c.req.raw, { headers: withClientIp(c.req.raw.headers, ip) });
    const response = await auth.handler(request);
    await guard.settle(response);
    return withBaseHeaders(c, response);
  });
  app.all("/api/*", (c) => jsonResponse(c, { error: "Not found" }, 404));
  app.route("/", publicStorageRoutes(deps.storage, logger));

  if (deps.clientDir) mountStaticFiles(app, deps.clientDir);

  const handleDocument = createRequestHandler(deps.build, deps.mode);
  const documentContext = (ip: string, headers: Headers, requestId: string, nonce: string) => {
    const authHeaders = withClientIp(headers, ip);
    // Reset links are listed there: only a browser on this machine may see them (decision 0013).
    const devPagesEnabled = config.isLocalhost && isLoopbackRequest(ip, headers.get("host"));
    let session: Promise<SessionUser | null> | undefined;
    const context: AppContext = {
      db: database.db,
      logger,
      mailQueue: deps.mailQueue,
      storage: deps.storage,
      auth,
      billing,
      rateLimiter: deps.rateLimiter,
      clientIp: ip,
      authHeaders,
      sessionUser: () => (session ??= readSessionUser(auth, database.db, authHeaders)),
      requestId,
      config,
      cspNonce: nonce,
      devPagesEnabled,
      mailboxEnabled: devPagesEnabled && !config.smtpUrl,
      hotReload: deps.mode === "development",
      publicPagesChanged,
    };
    return context;
  };

  // Public pages cached for visitors are dropped when the back office changes what they show.
  const pageCacheClears: (() => void)[] = [];
  const publicPagesChanged = () => pageCacheClears.forEach((clear) => clear());

  const ttlMs = deps.pageCacheTtlMs ?? 0;
  const cachePublicPages: MiddlewareHandler<AppEnv> =
    deps.mode === "production" && ttlMs > 0
      ? pageCache({
          isPublicPath: isPublicPage,
          ttlMs,
          csp: (nonce) =>
            contentSecurityPolicy(nonce, {
              devServer: false,
              signInProvider: config.google?.issuer,
            }),
          onInvalidate: (clear) => pageCacheClears.push(clear),
          render: (request, nonce) =>
            handleDocument(
              request,
              documentContext("page-cache", request.headers, "page-cache", nonce),
            ),
        })
      : (_c, next) => next();

  app.use(
    "*",
    hideBackOffice((c) =>
      readSessionUser(auth, database.db, withClientIp(c.req.raw.headers, clientIpOf(c, proxies))),
    ),
  );
  app.all("*", compressResponse(), cachePublicPages, (c) => {
    const requestId = c.get("requestId");
    const nonce = randomBytes(16).toString("base64");
    const context = documentContext(clientIpOf(c, proxies), c.req.raw.headers, requestId, nonce);
    return handleDocument(c.req.raw, context).then((response) => {
      const answered = withBaseHeaders(c, response);
      if (dependsOnSession(c.req.path, c.req.raw.headers, answered)) markPrivate(answered.headers);
      return answered;
    });
  });

  app.onError((error, c) => {
    logger.error({ err: error, reqId: c.get("requestId"), path: c.req.path }, "unhandled error");
    return c.text("Something went wrong on our side. Please try again.", 500);
  });

  return app;
}
