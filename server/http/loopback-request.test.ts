import { describe, expect, it } from "vitest";
import { isLocalhostHost, isLoopbackAddress, isLoopbackRequest } from "./loopback-request";

describe("isLoopbackAddress", () => {
  it("accepts 127.0.0.0/8, ::1 and IPv4 loopback mapped into IPv6", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "127.255.255.255",
      "::1",
      "0:0:0:0:0:0:0:1",
      "::ffff:127.0.0.1",
      "::FFFF:127.0.0.2",
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it("refuses every other address and the stand-ins used without a socket", () => {
    for (const address of [
      "192.0.2.2",
      "10.0.0.1",
      "0.0.0.0",
      "::",
      "::ffff:192.0.2.2",
      "fd00::2",
      "fe80::1",
      "128.0.0.1",
      "127.0.0.256",
      "127.0.0",
      "::ffff:127.0.0.1.evil",
      "in-process",
      "page-cache",
      "unknown",
      "",
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});

describe("isLocalhostHost", () => {
  it("accepts localhost, 127.x.x.x and [::1], with or without a port", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "LOCALHOST:3000",
      "127.0.0.1",
      "127.0.0.1:3000",
      "127.8.9.10:80",
      "[::1]",
      "[::1]:3000",
    ]) {
      expect(isLocalhostHost(host), host).toBe(true);
    }
  });

  it("refuses other names, look-alikes and a missing header", () => {
    for (const host of [
      "clinova.example.com",
      "localhost.clinova.example.com",
      "localhost.",
      "evil.localhost",
      "localhost:3000@evil.example",
      "localhost:abc",
      "192.0.2.2:3000",
      "127.0.0.300",
      "::1",
      "[::ffff:127.0.0.1]",
      "",
      null,
      undefined,
    ]) {
      expect(isLocalhostHost(host), String(host)).toBe(false);
    }
  });
});

describe("isLoopbackRequest", () => {
  it("needs both a loopback peer and a localhost Host", () => {
    expect(isLoopbackRequest("127.0.0.1", "localhost:3000")).toBe(true);
    expect(isLoopbackRequest("::ffff:127.0.0.1", "127.0.0.1:3000")).toBe(true);
    expect(isLoopbackRequest("192.0.2.2", "localhost:3000")).toBe(false);
    expect(isLoopbackRequest("127.0.0.1", "clinova.example.com")).toBe(false);
    expect(isLoopbackRequest("in-process", "localhost:3000")).toBe(false);
  });
});
