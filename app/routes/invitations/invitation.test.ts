import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { institutionInvitations } from "@server/db/schema";
import { jobs } from "@server/mail/job-table";
import { emailQueueName } from "@server/mail/mail-queue";
import { newInvitationToken } from "@server/institutions/invitation-token";
import { httpSession } from "../../../tests/support/http-session";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner } from "../../../tests/support/learner";
import { professionalDetails } from "../../../tests/support/professional-details";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// /invitations/:token around sign-up and sign-in (docs/product/institutions.md#invitations): the way back to the invitation,
// and what a learner who pays for their own plan is told once they have joined.
let subject: TestApp;
let institution: { id: string; name: string };

beforeAll(async () => {
  subject = await startTestApp();
  institution = await createInstitution(subject.database.db, { name: "Oakhurst Trust" });
});
afterAll(async () => {
  await subject.close();
});

async function invite(email: string) {
  const { token, tokenHash } = newInvitationToken();
  await subject.database.db.insert(institutionInvitations).values({
    institutionId: institution.id,
    email,
    tokenHash,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return `/invitations/${token}`;
}

/** The confirmation link of the email queued for `email` (no SMTP server: it waits in the queue). */
async function confirmationLink(email: string) {
  const queued = await vi.waitFor(async () => {
    const [job] = await subject.database.db
      .select({ data: jobs.data })
      .from(jobs)
      .where(and(eq(jobs.name, emailQueueName), sql`${jobs.data}->>'to' = ${email}`));
    if (!job) throw new Error(`no email to ${email} yet`);
    return job.data!.text;
  });
  const url = /https?:\/\/\S+verify-email\S+/.exec(queued)![0];
  return url.replace(/^https?:\/\/[^/]+/, "");
}

describe("the invitation page", () => {
  it("is the 404 page for an unknown token", async () => {
    expect((await subject.request("/invitations/not-a-token")).status).toBe(404);
  });

  it("sends a signed-out visitor to sign up and back, then to the dashboard on accepting", async () => {
    const link = await invite("new@oakhurst.test");
    const signUpPage = await (
      await subject.request(`/signup?redirectTo=${encodeURIComponent(link)}`)
    ).text();
    expect(signUpPage).toContain(`name="redirectTo" value="${link}"`);
    const browser = httpSession(subject);
    const signedUp = await browser.postForm("/signup", {
      ...professionalDetails("Nia Roberts"),
      email: "new@oakhurst.test",
      password: "strong-pass-42!",
      redirectTo: link,
    });
    // No session yet (decision 0046): the confirmation link brings them back, signed in.
    expect(signedUp.status).toBe(200);
    expect(await signedUp.text()).toContain("Check your email");
    const confirmed = await browser.request(await confirmationLink("new@oakhurst.test"));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(link);
    expect(await (await browser.request(link)).text()).toContain(
      "You are signed in as new@oakhurst.test.",
    );
    const accepted = await browser.postForm(link, {});
    expect(accepted.headers.get("location")).toBe("/dashboard");
  });

  it("refuses a return address off the site", async () => {
    const browser = httpSession(subject);
    const signedUp = await browser.postForm("/signup", {
      ...professionalDetails("Evan Price"),
      email: "evan@oakhurst.test",
      password: "strong-pass-42!",
      redirectTo: "//evil.example/phish",
    });
    expect(signedUp.status).toBe(200);
    const confirmed = await httpSession(subject).request(
      await confirmationLink("evan@oakhurst.test"),
    );
    // Not the foreign address: sign-up's own landing (arrival-after-sign-up.ts).
    expect(confirmed.headers.get("location")).toBe("/auth/callback?signed-up");
  });

  it("asks a signed-out POST to sign in first, coming back to the invitation", async () => {
    const link = await invite("later@oakhurst.test");
    const response = await httpSession(subject).postForm(link, {});
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(link)}`);
  });

  it("tells a subscriber what the seat covers and where to cancel their own plan", async () => {
    const link = await invite("paying@oakhurst.test");
    const subscriber = await signUpLearner(subject, "paying@oakhurst.test", { tier: "standard" });
    const accepted = await subscriber.postForm(link, {});
    expect(accepted.headers.get("location")).toBe(link);
    const page = await (await subscriber.request(link)).text();
    expect(page).toContain("You have joined Oakhurst Trust");
    expect(page).toContain("You also pay for your own subscription");
    expect(page).toContain('href="/billing/portal"');
  });
});
