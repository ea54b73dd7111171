import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLaunched, setLaunched } from "@server/content/launch-status";
import { auditLog } from "@server/db/schema";
import { seedAll } from "@server/db/seed/seed";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
beforeAll(async () => {
  // The page cache on, as in production: the switch must reach visitors at once all the same.
  subject = await startTestApp({}, undefined, { pageCacheTtlMs: 60_000 });
  await seedAll(subject.database.db);
  await setLaunched(subject.database.db, false);
});
afterAll(async () => {
  await subject.close();
});

const homeCallToAction = async () => {
  const response = await httpSession(subject).request("/");
  const html = await response.text();
  return {
    cache: response.headers.get("x-page-cache"),
    launched: html.includes("Get Started Now!"),
  };
};

const lastEntry = async () =>
  (await subject.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("the launch switch", () => {
  it("changes what visitors see at once, with its audit entry", async () => {
    const admin = await signInAdmin(subject, "launcher@example.org");
    await homeCallToAction();
    expect(await homeCallToAction()).toEqual({ cache: "hit", launched: false });

    const saved = await admin.postForm("/admin/launch", { launched: "true" });
    expect(saved.status).toBe(302);
    expect(await isLaunched(subject.database.db, console)).toBe(true);
    expect(await homeCallToAction()).toEqual({ cache: "miss", launched: true });

    const entry = await lastEntry();
    expect(entry).toMatchObject({
      actor: "launcher@example.org",
      action: "launch-status.set",
      before: { is_launched: false },
      after: { is_launched: true },
    });
    const page = await (await admin.request("/admin/launch")).text();
    expect(page).toContain("Clinova is marked launched");
  });

  it("records nothing when the state does not change, and refuses a bad value", async () => {
    const admin = await signInAdmin(subject, "second@example.org");
    const before = await lastEntry();
    await admin.postForm("/admin/launch", { launched: "true" });
    expect((await lastEntry())?.id).toBe(before?.id);

    const refused = await admin.postForm("/admin/launch", { launched: "maybe" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose launched or not launched.");
    expect(await isLaunched(subject.database.db, console)).toBe(true);
    expect((await lastEntry())?.id).toBe(before?.id);
  });
});
