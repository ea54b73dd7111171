import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "./env";

describe("readEnv", () => {
  it("works with nothing set, on localhost port 3000 and the embedded database", () => {
    const env = readEnv({});
    expect(env.port).toBe(3000);
    expect(env.appUrl).toBe("http://localhost:3000");
    expect(env.isLocalhost).toBe(true);
    expect(env.dataDir).toBe("./data");
    expect(env.databaseUrl).toBeUndefined();
    expect(env.google).toBeUndefined();
    expect(env.contactEmail).toBe("hello@clinova.example");
  });

  it("treats empty strings as missing", () => {
    const env = readEnv({ PORT: "", DATABASE_URL: "", SMTP_URL: "" });
    expect(env.port).toBe(3000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.smtpUrl).toBeUndefined();
  });

  it("fails fast listing every problem at once", () => {
    const attempt = () =>
      readEnv({
        PORT: "abc",
        DATABASE_URL: "mysql://x",
        STRIPE_SECRET_KEY: "pk_live",
        CONTACT_EMAIL: "nope",
      });
    expect(attempt).toThrow(EnvError);
    const message = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ["PORT", "DATABASE_URL", "STRIPE_SECRET_KEY", "CONTACT_EMAIL"]) {
      expect(message).toContain(name);
    }
  });

  it("reads HOST, the interface to listen on, and refuses what is not an address or a name", () => {
    expect(readEnv({}).host).toBeUndefined();
    expect(readEnv({ HOST: "" }).host).toBeUndefined();
    expect(readEnv({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(readEnv({ HOST: "::" }).host).toBe("::");
    expect(readEnv({ HOST: "app.internal" }).host).toBe("app.internal");
    expect(() => readEnv({ HOST: "http://0.0.0.0" })).toThrow(/HOST: must be an IP address/);
    expect(() => readEnv({ HOST: "0.0.0.0:3000" })).toThrow(/HOST/);
  });

  it("knows a public https deployment from a local one", () => {
    const env = readEnv({ APP_URL: "https://clinova.example/" });
    expect(env.appUrl).toBe("https://clinova.example");
    expect(env.isLocalhost).toBe(false);
    expect(env.isHttps).toBe(true);
  });

  it("needs the Google id and secret together, defaulting the issuer", () => {
    expect(() => readEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    const env = readEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    expect(env.google?.issuer).toBe("https://accounts.google.com");
  });

  it("runs billing in test mode without a Stripe key, and needs the prices with one", () => {
    expect(readEnv({}).stripe).toBeUndefined();
    const attempt = () =>
      readEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PRICE_STANDARD_MONTHLY: "price_1" });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/);
    expect(attempt).toThrow(/STRIPE_PRICE_PREMIUM_YEARLY/);
    expect(attempt).not.toThrow(/STRIPE_PRICE_STANDARD_MONTHLY/);
    const env = readEnv({
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_STANDARD_MONTHLY: "price_sm",
      STRIPE_PRICE_STANDARD_YEARLY: "price_sy",
      STRIPE_PRICE_PREMIUM_MONTHLY: "price_pm",
      STRIPE_PRICE_PREMIUM_YEARLY: "price_py",
    });
    expect(env.stripe?.prices).toEqual({
      standard_monthly: "price_sm",
      standard_yearly: "price_sy",
      premium_monthly: "price_pm",
      premium_yearly: "price_py",
    });
  });

  it("needs the four S3 settings together, defaulting the region to auto", () => {
    expect(readEnv({}).s3).toBeUndefined();
    expect(() => readEnv({ S3_ENDPOINT: "https://s3.example", S3_BUCKET: "files" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => readEnv({ S3_ENDPOINT: "ftp://s3.example" })).toThrow(/S3_ENDPOINT/);
    const env = readEnv({
      S3_ENDPOINT: "https://s3.example",
      S3_BUCKET: "files",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(env.s3).toEqual({
      endpoint: "https://s3.example",
      bucket: "files",
      accessKeyId: "key",
      secretAccessKey: "secret",
      region: "auto",
    });
  });

  it("serves metrics only when asked: on their own loopback port, or to a token", () => {
    expect(readEnv({}).metrics).toBeUndefined();
    expect(readEnv({ METRICS_PORT: "9464" }).metrics).toEqual({
      port: 9464,
      host: "127.0.0.1",
      token: undefined,
    });
    const token = "t".repeat(32);
    expect(readEnv({ METRICS_TOKEN: token }).metrics).toEqual({
      port: undefined,
      host: "127.0.0.1",
      token,
    });
    expect(readEnv({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" }).metrics?.host).toBe(
      "0.0.0.0",
    );
    expect(() => readEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => readEnv({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => readEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => readEnv({ METRICS_HOST: "127.0.0.1" })).toThrow(/METRICS_HOST: needs/);
  });
});
