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
      readEnv({ PORT: "abc", DATABASE_URL: "mysql://x", STRIPE_SECRET_KEY: "pk_live", CONTACT_EMAIL: "nope" });
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
});
