import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { listenHost } from "./listen-host";

describe("listenHost", () => {
  it("is 127.0.0.1 for a localhost APP_URL without HOST", () => {
    expect(listenHost(readEnv({}))).toBe("127.0.0.1");
    expect(listenHost(readEnv({ APP_URL: "http://127.0.0.1:4000" }))).toBe("127.0.0.1");
    expect(listenHost(readEnv({ APP_URL: "http://[::1]:4000" }))).toBe("127.0.0.1");
  });

  it("is every interface for a public APP_URL without HOST", () => {
    expect(listenHost(readEnv({ APP_URL: "https://clinova.example.com" }))).toBeUndefined();
  });

  it("is HOST whenever it is set", () => {
    expect(listenHost(readEnv({ HOST: "0.0.0.0" }))).toBe("0.0.0.0");
    expect(listenHost(readEnv({ HOST: "::", APP_URL: "https://clinova.example.com" }))).toBe("::");
    expect(listenHost(readEnv({ HOST: "10.1.2.3", APP_URL: "http://localhost:3000" }))).toBe(
      "10.1.2.3",
    );
  });
});
