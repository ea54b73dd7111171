import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions } from "@server/db/schema/index";
import { httpSession, testOrigin } from "../../tests/support/http-session";
import { secondDevice, signedUpUser } from "../../tests/support/signed-up-user";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

// React Router refuses an action whose Origin differs from the request URL's: use the site's.
const site = (path: string) => `${testOrigin}${path}`;
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";
const profileOf = async (userId: string) =>
  (await subject.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];
const sessionsOf = (userId: string) =>
  subject.database.db.select().from(sessions).where(eq(sessions.userId, userId));
const signedIn = async (browser: ReturnType<typeof httpSession>) =>
  (await (await browser.request("/api/auth/get-session")).json()) !== null;

describe("signed-out visitors", () => {
  it.each(["/get-started", "/account", "/account/export"])(
    "%s sends them to /login, and back afterwards",
    async (path) => {
      const response = await httpSession(subject).request(site(path));
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `/login?redirectTo=${encodeURIComponent(path)}`,
      );
    },
  );

  it("cannot post a profile", async () => {
    const response = await httpSession(subject).postForm(site("/get-started"), {
      firstName: "Eve",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fget-started");
  });
});

describe("/get-started", () => {
  it("prefills the form from the sign-up name and shows the email read-only", async () => {
    const { browser } = await signedUpUser(subject, "grace@example.org", "Grace Mensah");
    const html = await (await browser.request(site("/get-started"))).text();
    expect(html).toContain("Complete Your Profile");
    expect(html).toMatch(/name="firstName"[^>]*value="Grace"/);
    expect(html).toMatch(/name="lastName"[^>]*value="Mensah"/);
    expect(html).toMatch(
      /value="grace@example.org"[^>]*readOnly|readOnly[^>]*value="grace@example.org"/i,
    );
    expect(html).toContain("Email cannot be changed");
  });

  it("saves the profile and goes home with the 'Profile updated!' toast", async () => {
    const { browser, id } = await signedUpUser(subject, "tomas@example.org", "Tomas Reyes");
    const response = await browser.postForm(site("/get-started"), {
      firstName: " Tomás ",
      lastName: "Reyes-Ortiz",
      professionalRegType: "paramedic",
      regNo: "PA123456",
      institution: "Northgate Ambulance Service",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie().join()).toContain(
      encodeURIComponent("Profile updated!"),
    );
    expect(await profileOf(id)).toMatchObject({
      firstName: "Tomás",
      lastName: "Reyes-Ortiz",
      professionalRegType: "paramedic",
      regNo: "PA123456",
      institution: "Northgate Ambulance Service",
    });
  });

  it("shows the errors beside the fields, keeps the input and stores nothing", async () => {
    const { browser, id } = await signedUpUser(subject, "ines@example.org", "Ines Carter");
    await browser.request(site("/get-started"));
    const before = await profileOf(id);
    const response = await browser.postForm(site("/get-started"), {
      firstName: "   ",
      lastName: "Carter-Hughes",
      professionalRegType: "nurse",
      regNo: "NMC-99",
      institution: "Riverside University",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("First name is required");
    expect(html).toMatch(
      /aria-invalid="true"[^>]*name="firstName"|name="firstName"[^>]*aria-invalid/,
    );
    expect(html).toMatch(/name="lastName"[^>]*value="Carter-Hughes"/);
    expect(html).toContain('value="NMC-99"');
    expect(await profileOf(id)).toEqual(before);
  });
});

describe("/account", () => {
  it("saves the profile and returns to the account page with the toast", async () => {
    const { browser, id } = await signedUpUser(subject, "ada@example.org", "Ada Okafor");
    const response = await browser.postForm(site("/account"), {
      intent: "profile",
      firstName: "Ada",
      lastName: "Okafor",
      professionalRegType: "doctor",
      regNo: "7654321",
      institution: "Riverside University",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account");
    expect(await profileOf(id)).toMatchObject({
      regNo: "7654321",
      institution: "Riverside University",
    });
  });

  it("keeps the professional details required, as sign-up does, and changes nothing", async () => {
    const { browser, id } = await signedUpUser(subject, "obi@example.org", "Obi Nwosu");
    const before = await profileOf(id);
    const response = await browser.postForm(site("/account"), {
      intent: "profile",
      firstName: "Obi",
      lastName: "Nwosu",
      professionalRegType: "doctor",
      regNo: "7654321",
      institution: "  ",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Institution is required");
    expect(await profileOf(id)).toEqual(before);
  });

  it("lists the sessions with device, marks this one, and never shows a token", async () => {
    const { browser, id } = await signedUpUser(subject, "lin@example.org", "Lin Zhou");
    await secondDevice(subject, "lin@example.org", firefoxOnLinux);
    const html = await (await browser.request(site("/account"))).text();
    expect(html).toContain("Firefox on Linux");
    expect(html).toContain("This device");
    for (const session of await sessionsOf(id)) {
      expect(html).toContain(session.id);
      expect(html).not.toContain(session.token);
    }
  });

  it("signs out one other session, then all other sessions, but keeps this one", async () => {
    const { browser, id } = await signedUpUser(subject, "kofi@example.org", "Kofi Boateng");
    const laptop = await secondDevice(subject, "kofi@example.org", firefoxOnLinux);
    const phone = await secondDevice(subject, "kofi@example.org", "iPhone Safari/604.1");
    const laptopId = (await (await laptop.request("/api/auth/get-session")).json()).session.id;

    const one = await browser.postForm(site("/account"), {
      intent: "revoke-session",
      sessionId: laptopId,
    });
    expect(one.headers.get("location")).toBe("/account");
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(true);

    await browser.postForm(site("/account"), { intent: "revoke-other-sessions" });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(browser)).toBe(true);
    expect(await sessionsOf(id)).toHaveLength(1);
  });

  it("cannot sign out another person's session, by id or by token", async () => {
    const mallory = await signedUpUser(subject, "mallory@example.org", "Mallory Price");
    const victim = await signedUpUser(subject, "victim@example.org", "Vic Tim");
    const [victimSession] = await sessionsOf(victim.id);
    if (!victimSession) throw new Error("victim has no session");

    await mallory.browser.postForm(site("/account"), {
      intent: "revoke-session",
      sessionId: victimSession.id,
    });
    const byToken = await mallory.browser.postJson("/api/auth/revoke-session", {
      token: victimSession.token,
    });
    expect(byToken.status).toBe(200);
    await mallory.browser.postForm(site("/account"), { intent: "revoke-other-sessions" });

    expect(await signedIn(victim.browser)).toBe(true);
    expect(await sessionsOf(victim.id)).toEqual([victimSession]);
  });
});
