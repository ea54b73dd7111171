import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSeatHolders } from "../../tests/support/cohort-fixtures";
import { createInstitution } from "../../tests/support/institution-fixtures";
import { noticesOf, queuedEmails } from "../../tests/support/reminder-fixtures";
import { startTestApp, testAuthSecret, type TestApp } from "../../tests/support/test-app";
import { emailOptOuts, institutionManagers } from "../db/schema/index";
import { remindersJob } from "./reminders-job";
import { signUnsubscribeToken } from "./unsubscribe-token";

let app: TestApp;
let managerId: string;
const managerEmail = `manager-${randomUUID().slice(0, 8)}@trust.example`;

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  // One seat, taken by the manager: the 100% notice is due.
  const trust = await createInstitution(db, { seatCount: 1 });
  [managerId] = (await insertSeatHolders(db, trust.id, [
    { firstName: "Maggie", lastName: "Jones", email: managerEmail },
  ])) as [string];
  await db.insert(institutionManagers).values({ institutionId: trust.id, userId: managerId });
});
afterAll(() => app?.close());

const optOuts = () =>
  app.database.db
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, managerId));

const address = (token: string) => `/email/unsubscribe?token=${encodeURIComponent(token)}`;

describe("one-click unsubscribe (RFC 8058)", () => {
  it("refuses a forged or altered token and changes nothing", async () => {
    const token = signUnsubscribeToken(testAuthSecret, { userId: managerId, kind: "seat-notices" });
    const forged = signUnsubscribeToken("another-secret-0123456789abcdef0123", {
      userId: managerId,
      kind: "seat-notices",
    });
    for (const bad of [forged, `${token}x`, "nonsense"]) {
      const response = await app.request(`${app.config.appUrl}${address(bad)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(response.status).toBe(400);
    }
    expect(await optOuts()).toEqual([]);
    const page = await app.request(`${app.config.appUrl}${address(forged)}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("This link is not valid");
  });

  it("a mail client's POST, with no session and from another origin, answers 200; the next run sends the notice but no email", async () => {
    const token = signUnsubscribeToken(testAuthSecret, { userId: managerId, kind: "seat-notices" });
    const response = await app.request(`${app.config.appUrl}${address(token)}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
      },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await optOuts()).toEqual([{ kind: "seat-notices" }]);

    await remindersJob.run({
      db: app.database.db,
      mailQueue: app.mailQueue,
      logger: app.logger,
      appUrl: app.config.appUrl,
      authSecret: testAuthSecret,
      now: new Date("2027-03-02T06:07:00Z"),
    });
    expect((await noticesOf(app.database.db, managerId)).map((notice) => notice.kind)).toEqual([
      "seats-100",
    ]);
    expect((await queuedEmails(app.database.db)).filter((m) => m.to === managerEmail)).toEqual([]);
  });

  it("the page shows what is off and turns it back on, and off again", async () => {
    const token = signUnsubscribeToken(testAuthSecret, { userId: managerId, kind: "seat-notices" });
    const page = await app.request(`${app.config.appUrl}${address(token)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("You have turned off notices when your institution");
    expect(html).toContain("Subscribe again");

    const post = (intent: string) =>
      app.request(`${app.config.appUrl}${address(token)}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: app.config.appUrl,
        },
        body: new URLSearchParams({ intent }),
        redirect: "manual",
      });
    const back = await post("resubscribe");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toContain("done=resubscribed");
    expect(await optOuts()).toEqual([]);
    expect((await post("unsubscribe")).status).toBe(303);
    expect(
      await app.database.db
        .select({ kind: emailOptOuts.kind })
        .from(emailOptOuts)
        .where(and(eq(emailOptOuts.userId, managerId), eq(emailOptOuts.kind, "seat-notices"))),
    ).toHaveLength(1);
  });
});
