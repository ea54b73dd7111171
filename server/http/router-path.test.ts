import { describe, expect, it } from "vitest";
import { routerPath } from "./router-path";

describe("routerPath", () => {
  it.each([
    ["/admin/members", "/admin/members"],
    ["/ADMIN/Members", "/admin/members"],
    ["/%61dmin", "/admin"],
    ["/%2561dmin", "/admin"],
    ["//admin//members/", "/admin/members"],
    ["/admin/members.data", "/admin/members"],
    ["/admin/_.data", "/admin"],
    ["/_root.data", "/"],
    ["/", "/"],
    ["/%61dmin/%E0%A4%A", "/admin/%e0%a4%a"],
  ])("%s is matched as %s", (given, matched) => {
    expect(routerPath(given)).toBe(matched);
  });
});
