import { describe, expect, it } from "vitest";
import { requestKind } from "./request-kinds";

const origin = "https://clinova.example";
const kind = (path: string, method = "GET", mode: RequestMode = "navigate") =>
  requestKind({ method, url: `${origin}${path}`, mode }, origin);

describe("what the service worker does with a request", () => {
  it("keeps the learner's own screens, pages and data alike", () => {
    for (const path of [
      "/dashboard",
      "/course/demo-iv-cannulation",
      "/course/demo-iv-cannulation/start",
      "/course/demo-iv-cannulation/start/hand-hygiene?tab=notes",
      "/course/demo-iv-cannulation/start/hand-hygiene.data?_routes=routes%2Flearn%2Flesson-player",
    ]) {
      expect(kind(path), path).toBe("learner-page");
    }
  });

  it("never keeps the back office, billing, the account or a certificate", () => {
    for (const path of [
      "/admin",
      "/admin/members",
      "/billing/subscription",
      "/account",
      "/course/demo-iv-cannulation/certificate",
      "/course/demo-iv-cannulation/assessment",
    ]) {
      expect(kind(path), path).toBe("other-page");
      expect(kind(path, "GET", "cors"), path).toBe("pass");
    }
  });

  it("drops the kept lessons on anything that signs someone in, up or out", () => {
    expect(kind("/auth/sign-out", "POST")).toBe("session-change");
    expect(kind("/auth/sign-out.data", "POST", "cors")).toBe("session-change");
    expect(kind("/login", "POST")).toBe("session-change");
    expect(kind("/login")).toBe("session-change");
    expect(kind("/signup.data", "POST", "cors")).toBe("session-change");
    expect(kind("/api/auth/sign-in/email", "POST", "cors")).toBe("session-change");
    expect(kind("/auth/callback?code=abc")).toBe("session-change");
  });

  it("passes changes through, and leaves other sites alone", () => {
    expect(kind("/course/demo-iv-cannulation/start/hand-hygiene.data", "POST", "cors")).toBe(
      "pass",
    );
    expect(
      requestKind(
        { method: "GET", url: "https://elsewhere.example/dashboard", mode: "navigate" },
        origin,
      ),
    ).toBe("pass");
  });

  it("serves the built files and the offline page from the static cache", () => {
    for (const path of ["/assets/shell-abc.js", "/icons/app-icon-192.png", "/offline.html"]) {
      expect(kind(path, "GET", "no-cors"), path).toBe("static");
    }
  });
});
