import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseEnrollments, profiles } from "@server/db/schema/index";
import { seedAll } from "@server/db/seed/seed";
import { testOrigin } from "../../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let googleLike: Learner;

// An account with no profile is what a Google sign-up leaves: Google gives no professional details.
beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  googleLike = await signUpLearner(subject, "google-like@example.org", {
    tier: "premium",
    name: "Gael Okoro",
  });
  await subject.database.db.delete(profiles).where(eq(profiles.userId, googleLike.userId));
});
afterAll(async () => {
  await subject.close();
});

const site = (path: string) => `${testOrigin}${path}`;
const completeProfile = (redirectTo: string) =>
  `/get-started?redirectTo=${encodeURIComponent(redirectTo)}`;

describe("someone without their professional details", () => {
  it.each(["/dashboard", "/course/demo-iv-cannulation", "/course/demo-iv-cannulation/start"])(
    "is sent from %s to Complete Your Profile, and back afterwards",
    async (path) => {
      const response = await googleLike.request(site(path));
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(completeProfile(path));
    },
  );

  it("cannot enrol, record progress or start a checkout", async () => {
    const start = await googleLike.postForm(site("/course/demo-iv-cannulation"), {});
    expect(start.headers.get("location")).toBe(completeProfile("/course/demo-iv-cannulation"));
    const progress = await googleLike.postForm(site("/course/demo-iv-cannulation/start"), {
      intent: "complete",
    });
    expect(progress.headers.get("location")).toMatch(/^\/get-started\?redirectTo=/);
    const enrolments = await subject.database.db
      .select()
      .from(courseEnrollments)
      .where(eq(courseEnrollments.userId, googleLike.userId));
    expect(enrolments).toEqual([]);

    const checkout = await googleLike.postForm(site("/billing/checkout"), {
      plan: "standard",
      period: "monthly",
    });
    expect(checkout.status).toBe(303);
    expect(checkout.headers.get("location")).toBe(completeProfile("/pricing"));
    const scripted = await googleLike.request(site("/billing/checkout"), {
      method: "POST",
      body: new URLSearchParams({ plan: "standard", period: "monthly" }),
      headers: { accept: "application/json" },
    });
    expect(await scripted.json()).toEqual({ redirectTo: completeProfile("/pricing") });
  });

  it("still reaches their account page, prefilled with the name the account has", async () => {
    const html = await (await googleLike.request(site("/get-started"))).text();
    expect(html).toMatch(/name="firstName"[^>]*value="Gael"/);
    expect((await googleLike.request(site("/account"))).status).toBe(200);
  });

  it("completes the profile and goes back where the gate stopped them", async () => {
    const saved = await googleLike.postForm(site(completeProfile("/dashboard")), {
      firstName: "Gael",
      lastName: "Okoro",
      professionalRegType: "student",
      regNo: "STU-2231",
      institution: "Northgate University",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/dashboard");
    const dashboard = await googleLike.request(site("/dashboard"));
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Welcome back, Gael");
  });

  it("cannot be sent elsewhere by the return address", async () => {
    const saved = await googleLike.postForm(site(completeProfile("https://evil.example/")), {
      firstName: "Gael",
      lastName: "Okoro",
      professionalRegType: "student",
      regNo: "STU-2231",
      institution: "Northgate University",
    });
    expect(saved.headers.get("location")).toBe("/");
  });
});
