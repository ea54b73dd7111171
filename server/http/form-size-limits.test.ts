import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSession } from "../../tests/support/http-session";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { formMessages, textFormMaxBytes } from "./read-form";

/** The rendered markup only: the hydration data repeats what the action returned. */
const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

let subject: TestApp;

beforeAll(async () => {
  subject = await startTestApp();
});

afterAll(async () => {
  await subject.close();
});

const oversized = { email: "grace@example.org", padding: "x".repeat(textFormMaxBytes) };

describe("a text form's body over the limit", () => {
  it.each(["/login", "/signup", "/forgot-password", "/pricing"])(
    "%s answers 413 and says why on the page",
    async (path) => {
      const response = await httpSession(subject).postForm(path, oversized);
      expect(response.status).toBe(413);
      expect(withoutScripts(await response.text())).toContain(formMessages.tooLarge);
    },
  );

  it("answers 413 to the institution picker", async () => {
    const response = await httpSession(subject).postForm("/resources/institutions", oversized, {
      headers: { accept: "application/json" },
    });
    expect(response.status).toBe(413);
  });

  it("still signs out, without the return address", async () => {
    const response = await httpSession(subject).postForm("/auth/sign-out", {
      redirectTo: "/pricing",
      padding: oversized.padding,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});
