import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpUser } from "../../tests/support/signed-up-user";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { notices } from "../db/schema/index";
import { addNotice } from "./add-notice";

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
let other: Awaited<ReturnType<typeof signedUpUser>>;
let overdueId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await signedUpUser(app, "notices-owner@example.org", "Nia Owner");
  other = await signedUpUser(app, "notices-other@example.org", "Oli Other");
  const { db } = app.database;
  await addNotice(db, {
    userId: owner.id,
    kind: "due-14",
    title: "Due in 10 days: Sepsis",
    body: "Riverside Trust asks you to complete this by 11 March 2027.",
    href: "/dashboard",
  });
  await addNotice(db, {
    userId: owner.id,
    kind: "overdue",
    title: "Overdue: Cardiac arrest",
    body: "Riverside Trust asked you to complete this by 3 March 2027.",
    href: "/course/cardiac-arrest",
  });
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(eq(notices.title, "Overdue: Cardiac arrest"));
  overdueId = row!.id;
});
afterAll(() => app?.close());

const readAtOf = async (id: string) =>
  (
    await app.database.db.select({ readAt: notices.readAt }).from(notices).where(eq(notices.id, id))
  )[0]?.readAt;

describe("the notices page", () => {
  it("lists a person's own notices, unread marked", async () => {
    const page = await owner.browser.request("/notices");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("You have 2 unread notices.");
    expect(html).toContain("Overdue: Cardiac arrest");
    expect(html).toContain("Due in 10 days: Sepsis");
    expect(html).toContain("Mark all as read");
    const theirs = await (await other.browser.request("/notices")).text();
    expect(theirs).toContain("You have no unread notices.");
    expect(theirs).not.toContain("Cardiac arrest");
  });

  it("someone else opening a notice gets 404 and nothing changes", async () => {
    const response = await other.browser.postForm("/notices", {
      intent: "open",
      noticeId: overdueId,
    });
    expect(response.status).toBe(404);
    expect(await readAtOf(overdueId)).toBeNull();
    await other.browser.postForm("/notices", { intent: "read-all" });
    expect(await readAtOf(overdueId)).toBeNull();
  });

  it("opening a notice marks it read and follows its link; then all are marked read", async () => {
    const opened = await owner.browser.postForm(
      "/notices",
      { intent: "open", noticeId: overdueId },
      { redirect: "manual" },
    );
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/course/cardiac-arrest");
    expect(await readAtOf(overdueId)).toBeInstanceOf(Date);
    expect(await (await owner.browser.request("/notices")).text()).toContain(
      "You have 1 unread notice.",
    );
    await owner.browser.postForm("/notices", { intent: "read-all" });
    expect(await (await owner.browser.request("/notices")).text()).toContain(
      "You have no unread notices.",
    );
  });

  it("asks a signed-out visitor to sign in", async () => {
    const response = await app.request(`${app.config.appUrl}/notices`, { redirect: "manual" });
    expect(response.headers.get("location")).toContain("/login");
  });
});
