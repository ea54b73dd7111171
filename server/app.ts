import { randomBytes } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { brand } from "@common/brand";
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
import { namesForeignReturnAddress } from "./accounts/auth/auth-return-addresses";
import { clientIpOf } from "./http/client-ip";
import { clientClosedRequest, clientWentAway } from "./http/client-abort";
import { requestLog } from "./http/request-log";
import { bodyLimitsOf } from "./http/body-limits";
import { bodyTooLarge, limitBodies } from "./http/limit-body";
import { BodyTooLargeError } from "./uploads/limited-form-data";
import { trustedProxies } from "./http/trusted-proxies";
import { publicRequestUrl } from "./http/public-request-url";
import { isLoopbackRequest } from "./http/loopback-request";
import { can } from "./policy/can";
import { dependsOnSession, markPrivate } from "./http/private-responses";
import { originGuard } from "./security/origin-guard";
import { refuseControlCharacters } from "./http/refuse-control-characters";
import { pageCache } from "./http/page-cache";
import { createPublicPagesChanges, type PublicPagesChanges } from "./http/public-pages-changes";
import { compressResponse } from "./http/compress-response";
import { admissionControl, defaultAdmission } from "./http/admission-control";
import { isPublicPage } from "./content/public-pages";
import { contentSecurityPolicy } from "./http/security-headers";
import { jsonResponse, withBaseHeaders } from "./http/base-headers";
import { tooManyAttemptsMessage } from "./security/rate-limit";
import { databaseHealth, healthRoutes, type HealthCheck } from "./http/health";
import { baseSecurityHeaders } from "./http/security-headers";
import { mountStaticFiles } from "./http/static-files";
import { makeCookiesSecure } from "./http/secure-cookies";
import { handleBillingEvent } from "./billing/billing-events";
import { createBillingProvider } from "./billing/create-billing-provider";
import type { BillingProvider } from "./billing/provider";
import { stripeWebhookPath, stripeWebhookRoutes } from "./billing/stripe-webhook";
import { publicStorageRoutes } from "./storage/public-files";
import { hideBackOffice } from "./back-office/hide-back-office";
import { practiceLessonPlugs } from "./practice/practice-lesson-plugs";
import { issuerEgress } from "./institutions/sso/issuer-egress";
import { databaseRetryAfterSeconds, isTransientDbError } from "./db/transient-error";
import type { Metrics } from "./metrics/metrics";
import { metricsBehindToken, metricsPath } from "./metrics/metrics-endpoint";
import { scimBasePath, scimRoutes } from "./scim/scim-routes";
import { unsubscribePath } from "./reminders/optional-email-kinds";
import { oneClickUnsubscribe } from "./reminders/one-click-unsubscribe";

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
  /** How changes to public pages reach every server's cache; in this process alone if omitted. */
  publicPagesChanges?: PublicPagesChanges;
  /** Counts requests and renders when metrics are on (serve.ts); omitted, nothing is counted. */
  metrics?: Metrics;
};

import type { AppEnv } from "./http/app-env";

/** The API's own endpoints, for the body limits (server/http knows no domain). */
const apiPaths = { auth: authBasePath, stripeWebhook: stripeWebhookPath };

/** The whole HTTP application, apart from `listen()`, so tests can drive it in-process. */
export function createApp(deps: AppDeps) {
  const { config, database, logger } = deps;
  const app = new Hono<AppEnv>();
  const baseHeaders = Object.fromEntries(baseSecurityHeaders({ https: config.isHttps }));
  const { metrics } = deps;
  app.use(requestLog({ logger, metrics, build: deps.build, baseHeaders }));

  app.use(limitBodies(bodyLimitsOf(deps.build, apiPaths)));
  // From here on the request's URL is the one the visitor addressed: https:// behind a TLS proxy.
  app.use(publicRequestUrl(trustedProxies(config.trustedProxies)));
  // One-click unsubscribe (RFC 8058) is posted by mail clients, from no page of ours: its
  // signed token is the authority. SCIM is machine to machine, with a bearer token.
  app.use(originGuard(config.appUrl, [stripeWebhookPath, unsubscribePath], [scimBasePath]));
  app.use(refuseControlCharacters());
  // better-auth's answers are the session itself (get-session, sign-in): never to be cached.
  app.use("/api/auth/*", async (c, next) => {
    await next();
    markPrivate(c.res.headers);
  });

  const auth = createAuth({ db: database.db, config, mailQueue: deps.mailQueue, logger });
  const proxies = trustedProxies(config.trustedProxies);
  const reachIssuers = issuerEgress({
    privateIssuers: config.ssoPrivateIssuers,
    ports: config.ssoIssuerPorts,
  });
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
    if (await namesForeignReturnAddress(c.req.raw, config.appUrl)) {
      return jsonResponse(c, { message: "That return address is not on this site." }, 400);
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
    const response = await reachIssuers(c.req.path, () => auth.handler(request));
    await guard.settle(response);
    return withBaseHeaders(c, response);
  });
  app.all("/api/*", (c) => jsonResponse(c, { error: "Not found" }, 404));
  app.route(
    scimBasePath,
    scimRoutes({
      db: database.db,
      appUrl: config.appUrl,
      rateLimiter: deps.rateLimiter,
      proxies,
    }),
  );
  app.post(unsubscribePath, oneClickUnsubscribe({ db: database.db, secret: config.authSecret }));
  // On the public port only for a bearer of METRICS_TOKEN, when metrics have no port of their own.
  if (metrics && config.metrics?.token && config.metrics.port === undefined) {
    app.get(metricsPath, metricsBehindToken(metrics, config.metrics.token));
  }
  app.route("/", publicStorageRoutes(deps.storage, logger));

  if (deps.clientDir) mountStaticFiles(app, deps.clientDir);

  const handleDocument = createRequestHandler(deps.build, deps.mode);
  const documentContext = (
    ip: string,
    headers: Headers,
    requestId: string,
    nonce: string,
    reportRouteError: (error: unknown) => void = () => {},
  ) => {
    const authHeaders = withClientIp(headers, ip);
    // Reset links are listed there: only a browser on this machine may see them (decision 0013).
    const devPagesEnabled = can(null, "dev-pages:open", {
      localhostDeployment: config.isLocalhost,
      fromThisMachine: isLoopbackRequest(ip, headers.get("host")),
    });
    let session: Promise<SessionUser | null> | undefined;
    const context: AppContext = {
      db: database.db,
      logger,
      mailQueue: deps.mailQueue,
      storage: deps.storage,
      auth,
      billing,
      rateLimiter: deps.rateLimiter,
      lessonPlugs: practiceLessonPlugs,
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
      observeRender,
      reportRouteError,
    };
    return context;
  };

  const observeRender = metrics ? metrics.observeRender : () => {};

  // Public pages cached for visitors are dropped when the back office changes what they show,
  // on every server (through Redis when REDIS_URL is set: decision 0029).
  const changes = deps.publicPagesChanges ?? createPublicPagesChanges(undefined, logger);
  const publicPagesChanged = () => changes.announce();

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
          onInvalidate: (clear) => changes.subscribe(clear),
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
  // Past capacity, a page is answered 503 at once rather than queued without bound (decision 0071).
  const admit = admissionControl(config.admission ?? defaultAdmission);
  metrics?.watchRenders(admit.stats);
  app.all("*", compressResponse(), cachePublicPages, admit, (c) => {
    const requestId = c.get("requestId");
    const nonce = randomBytes(16).toString("base64");
    // A loader or action that met an unreachable database answers 503 with Retry-After, not 500.
    let databaseUnreachable = false;
    const context = documentContext(
      clientIpOf(c, proxies),
      c.req.raw.headers,
      requestId,
      nonce,
      (error) => (databaseUnreachable ||= isTransientDbError(error)),
    );
    return handleDocument(c.req.raw, context).then((response) => {
      const answered = withBaseHeaders(
        c,
        databaseUnreachable && response.status >= 500 ? unavailable(response) : response,
      );
      if (dependsOnSession(c.req.path, c.req.raw.headers, answered)) markPrivate(answered.headers);
      if (config.isHttps) makeCookiesSecure(answered.headers);
      return answered;
    });
  });

  app.onError((error, c) => {
    if (clientWentAway(c.req.raw)) return new Response(null, { status: clientClosedRequest });
    if (error instanceof BodyTooLargeError) return bodyTooLarge(c);
    logger.error({ err: error, reqId: c.get("requestId"), path: c.req.path }, "unhandled error");
    if (isTransientDbError(error)) {
      c.header("Retry-After", String(databaseRetryAfterSeconds));
      return c.text(`${brand.name} is briefly unavailable. Please try again in a moment.`, 503);
    }
    return c.text("Something went wrong on our side. Please try again.", 500);
  });

  return app;
}

/** The page React Router rendered for the error, as 503 with the time to wait before retrying. */
function unavailable(response: Response) {
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(databaseRetryAfterSeconds));
  return new Response(response.body, { status: 503, headers });
}
