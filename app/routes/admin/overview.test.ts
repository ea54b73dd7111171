import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions, institutionEnquiries } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  subject = await startTestApp();
  admin = await signInAdmin(subject, "overview@example.org");
});
afterAll(async () => {
  await subject.close();
});

const message = (firstName: string, readAt: Date | null = null) => ({
  firstName,
  lastName: "Example",
  email: `${firstName.toLowerCase()}@example.org`,
  message: "Hello.",
  readAt,
});

describe("the back office's overview", () => {
  it("says what waits unread in each part of the inbox, each a link to the unread items", async () => {
    await subject.database.db
      .insert(contactSubmissions)
      .values([message("Ada"), message("Bo"), message("Cy", new Date())]);
    await subject.database.db.insert(institutionEnquiries).values({
      firstName: "Di",
      lastName: "Example",
      workEmail: "di@trust.example",
      phone: "0113 496 0000",
      message: "A pilot, please.",
    });
    const html = await (await admin.request("/admin")).text();
    const card = (path: string) =>
      html.match(new RegExp(`href="${path}\\?show=unread"[^>]*>(.*?)</a>`))?.[1] ?? "";
    expect(card("/admin/inbox/messages")).toMatch(/>2<.*unread contact messages/);
    expect(card("/admin/inbox/applications")).toMatch(/>0<.*unread career applications/);
    expect(card("/admin/inbox/enquiries")).toMatch(/>1<.*unread institution enquiries/);
  });
});
