import { isIP } from "node:net";
import { z } from "zod";
import { brand } from "@common/brand";
import { isProxyEntry } from "./http/trusted-proxies";
import { defaultAdmission } from "./http/admission-control";

// Empty strings count as missing, so `FOO=` in a shell behaves like an unset variable.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const url = (protocols: string[], label: string) =>
  z.url().refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
    message: `must be a ${label} URL (${protocols.map((p) => `${p}://`).join(" or ")})`,
  });

const hostName = /^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*$/i;

const envSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  PORT: z.preprocess(
    (value) => (value === "" || value === undefined ? "3000" : value),
    z.coerce.number().int().min(0).max(65535),
  ),
  HOST: optional(
    z.string().refine((value) => isIP(value) !== 0 || hostName.test(value), {
      message: "must be an IP address or a host name (0.0.0.0 for every interface)",
    }),
  ),
  APP_URL: optional(url(["http", "https"], "http(s)")),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(url(["postgres", "postgresql"], "PostgreSQL")),
  SMTP_URL: optional(url(["smtp", "smtps"], "SMTP")),
  MAIL_FROM: optional(z.string()),
  MAIL_RETRY_LIMIT: optional(z.coerce.number().int().min(0).max(50)),
  MAIL_RETRY_DELAY_SECONDS: optional(z.coerce.number().int().min(1).max(3600)),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  REDIS_URL: optional(url(["redis", "rediss"], "Redis")),
  STRIPE_SECRET_KEY: optional(z.string().startsWith("sk_", "must start with sk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "must start with whsec_")),
  STRIPE_PRICE_STANDARD_MONTHLY: optional(
    z.string().startsWith("price_", "must start with price_"),
  ),
  STRIPE_PRICE_STANDARD_YEARLY: optional(z.string().startsWith("price_", "must start with price_")),
  STRIPE_PRICE_PREMIUM_MONTHLY: optional(z.string().startsWith("price_", "must start with price_")),
  STRIPE_PRICE_PREMIUM_YEARLY: optional(z.string().startsWith("price_", "must start with price_")),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER: optional(url(["http", "https"], "http(s)")),
  SSO_PRIVATE_ISSUERS: optional(
    z.string().refine((value) => value.split(",").every((entry) => URL.canParse(entry.trim())), {
      message: "must be http(s) origins separated by commas, e.g. http://10.0.0.5:8443",
    }),
  ),
  DNS_SERVERS: optional(
    z.string().refine((value) => value.split(",").every((entry) => isDnsServer(entry.trim())), {
      message: "must be IP addresses, each with an optional port, e.g. 127.0.0.1:5353,[::1]:53",
    }),
  ),
  SSO_ISSUER_PORTS: optional(
    z
      .string()
      .refine(
        (value) =>
          value
            .split(",")
            .every((entry) => /^\d{1,5}$/.test(entry.trim()) && Number(entry) <= 65535),
        { message: "must be port numbers separated by commas, e.g. 8443" },
      ),
  ),
  S3_ENDPOINT: optional(url(["http", "https"], "http(s)")),
  S3_BUCKET: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_REGION: optional(z.string()),
  CONTACT_EMAIL: optional(z.email()),
  RESUME_LINK_SECONDS: optional(z.coerce.number().int().min(1).max(3600)),
  RENDERS_IN_FLIGHT: optional(z.coerce.number().int().min(1).max(10_000)),
  RENDERS_QUEUED: optional(z.coerce.number().int().min(0).max(100_000)),
  TRUSTED_PROXIES: optional(
    z.string().refine((value) => value.split(",").every((entry) => isProxyEntry(entry.trim())), {
      message: "must be addresses or CIDR ranges separated by commas, e.g. 127.0.0.1,10.0.0.0/8",
    }),
  ),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  METRICS_HOST: optional(
    z.string().refine((value) => isIP(value) !== 0 || hostName.test(value), {
      message: "must be an IP address or a host name",
    }),
  ),
  METRICS_TOKEN: optional(z.string().min(32, "must be at least 32 characters")),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
});

export type Env = ReturnType<typeof readEnv>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** The only reader of process.env: validates once and fails listing every problem. */
export function readEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  const port = env.PORT;
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  const googleClientId = env.GOOGLE_CLIENT_ID;
  const googleClientSecret = env.GOOGLE_CLIENT_SECRET;
  if (Boolean(googleClientId) !== Boolean(googleClientSecret)) {
    throw new EnvError(
      "Invalid environment:\n  - GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
  }
  const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new EnvError(
      "Invalid environment:\n  - S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  const stripe = stripeSettings(env);
  const metrics = metricsSettings(env);
  return {
    nodeEnv: env.NODE_ENV ?? "development",
    port,
    /** The interface to listen on; see `listenHost` for what happens without it. */
    host: env.HOST,
    appUrl,
    isLocalhost: isLocalhostUrl(appUrl),
    isHttps: appUrl.startsWith("https:"),
    dataDir: env.DATA_DIR ?? "./data",
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${brand.name} <no-reply@${new URL(appUrl).hostname}>`,
    /**
     * How the email queue retries a message SMTP refused (server/mail/mail-queue.ts): the first
     * retry after this many seconds, each next one about twice as late (at most an hour apart).
     * With the defaults a message is tried for about five hours before it is marked failed.
     */
    mailRetry: {
      limit: env.MAIL_RETRY_LIMIT ?? 10,
      delaySeconds: env.MAIL_RETRY_DELAY_SECONDS ?? 30,
    },
    authSecret: env.AUTH_SECRET,
    redisUrl: env.REDIS_URL,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    /** Set when STRIPE_SECRET_KEY is: real billing. Without it billing runs in test mode. */
    stripe,
    google:
      googleClientId && googleClientSecret
        ? {
            clientId: googleClientId,
            clientSecret: googleClientSecret,
            issuer: env.GOOGLE_ISSUER ?? "https://accounts.google.com",
          }
        : undefined,
    /**
     * Origins of institutions' identity providers on a private network (or this machine, in
     * tests) that single sign-on may reach; a provider on the public internet needs no entry.
     */
    ssoPrivateIssuers: (env.SSO_PRIVATE_ISSUERS ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => new URL(entry).origin),
    /**
     * The DNS servers that check institutions' domain records (server/institutions/sso/
     * dns-txt.ts); none: the system's own.
     */
    dnsServers: (env.DNS_SERVERS ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    /** Ports besides 80 and 443 that institutions' identity providers may be reached on. */
    ssoIssuerPorts: (env.SSO_ISSUER_PORTS ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(Number),
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            region: env.S3_REGION ?? "auto",
          }
        : undefined,
    contactEmail: env.CONTACT_EMAIL ?? brand.defaultContactEmail,
    /** How long a back-office résumé link works (server/back-office/inbox/resume-link.ts). */
    resumeLinkSeconds: env.RESUME_LINK_SECONDS ?? 300,
    /** Page renders at once and waiting, beyond which a page answers 503 (server/http/admission-control.ts). */
    admission: {
      maxInFlight: env.RENDERS_IN_FLIGHT ?? defaultAdmission.maxInFlight,
      maxQueued: env.RENDERS_QUEUED ?? defaultAdmission.maxQueued,
    },
    /** Reverse proxies whose X-Forwarded-For names the client (server/http/client-ip.ts). */
    trustedProxies: (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    /** Where `/metrics` is served, if anywhere (server/metrics/, docs/operations.md). */
    metrics,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
  };
}

const stripeNeeds = [
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_STANDARD_MONTHLY",
  "STRIPE_PRICE_STANDARD_YEARLY",
  "STRIPE_PRICE_PREMIUM_MONTHLY",
  "STRIPE_PRICE_PREMIUM_YEARLY",
] as const;

// A key without its prices could take no payment, and without the webhook secret we would
// never hear of renewals or cancellations: all are required together.
function stripeSettings(env: z.infer<typeof envSchema>) {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const missing = stripeNeeds.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new EnvError(
      `Invalid environment:\n${missing.map((name) => `  - ${name}: required when STRIPE_SECRET_KEY is set`).join("\n")}`,
    );
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
    prices: {
      standard_monthly: env.STRIPE_PRICE_STANDARD_MONTHLY as string,
      standard_yearly: env.STRIPE_PRICE_STANDARD_YEARLY as string,
      premium_monthly: env.STRIPE_PRICE_PREMIUM_MONTHLY as string,
      premium_yearly: env.STRIPE_PRICE_PREMIUM_YEARLY as string,
    },
  };
}

// Metrics are served only when asked for: on their own port (loopback unless METRICS_HOST says
// otherwise), or, without one, on the public port to a request bearing METRICS_TOKEN.
function metricsSettings(env: z.infer<typeof envSchema>) {
  const problems: string[] = [];
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    problems.push("  - METRICS_PORT: must differ from PORT");
  }
  if (env.METRICS_HOST && env.METRICS_PORT === undefined) {
    problems.push("  - METRICS_HOST: needs METRICS_PORT");
  }
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.join("\n")}`);
  if (env.METRICS_PORT === undefined && !env.METRICS_TOKEN) return undefined;
  return {
    /** Its own listener; without it, the public port answers `/metrics` to the token alone. */
    port: env.METRICS_PORT,
    host: env.METRICS_HOST ?? "127.0.0.1",
    token: env.METRICS_TOKEN,
  };
}

/** `1.2.3.4`, `1.2.3.4:53`, `::1` or `[::1]:53`: what `Resolver.setServers` accepts. */
function isDnsServer(entry: string) {
  const bracketed = /^\[(.+)\]:(\d{1,5})$/.exec(entry);
  if (bracketed) return isIP(bracketed[1]!) === 6 && Number(bracketed[2]) <= 65535;
  const withPort = /^([\d.]+):(\d{1,5})$/.exec(entry);
  if (withPort) return isIP(withPort[1]!) === 4 && Number(withPort[2]) <= 65535;
  return isIP(entry) !== 0;
}

export function isLocalhostUrl(value: string) {
  const { hostname } = new URL(value);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}
