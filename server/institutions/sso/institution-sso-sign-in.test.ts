import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { institutionSeats, profiles, users } from "@server/db/schema/index";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import {
  insertInstitution,
  startInstitutionIdp,
  type SsoPerson,
} from "../../../tests/support/institution-sso";
import { signUpLearner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// An institution's learners sign in through a real OpenID Connect server (issue 15, decision 0038).
let subject: TestApp;
let idp: Awaited<ReturnType<typeof startInstitutionIdp>>;

beforeAll(async () => {
  idp = await startInstitutionIdp();
  subject = await startTestApp({ SSO_PRIVATE_ISSUERS: idp.issuer });
});
afterAll(async () => {
  await subject.close();
  await idp.stop();
});

/** An institution with its single sign-on set up in the back office. */
async function institutionWithSso(name: string, domain: string, seatCount: number) {
  const id = await insertInstitution(subject, { name, seatCount, emailDomains: [domain] });
  const admin = await signInAdmin(subject, `admin-${domain}@example.org`);
  const saved = await admin.postForm(`/admin/institutions/${id}/sso`, {
    intent: "save",
    issuer: idp.issuer,
    clientId: `client-${domain}`,
    clientSecret: "secret-0123456789",
    domains: domain,
  });
  expect(saved.status).toBe(302);
  return id;
}

const person = (email: string, given: string, family: string): SsoPerson => ({
  sub: `sub-${email}`,
  email,
  given_name: given,
  family_name: family,
  name: `${given} ${family}`,
});

/** The toast a response sets. */
const toastOf = (response: Response) => {
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("clinova-toast=") && !line.startsWith("clinova-toast=;"));
  return cookie ? JSON.parse(decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!)) : null;
};

/** The login page's institution sign-in → the provider → better-auth's callback → our landing. */
async function signInThroughInstitution(email: string, browser = httpSession(subject)) {
  const login = await browser.request(`/login?sso-email=${encodeURIComponent(email)}`);
  const html = await login.text();
  const start = await browser.request(`/auth/sso?email=${encodeURIComponent(email)}`);
  expect(start.status).toBe(302);
  const authorize = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const back = new URL(authorize.headers.get("location")!);
  const callback = await browser.request(`${back.pathname}${back.search}`);
  expect(callback.status).toBe(302);
  const landing = callback.headers.get("location")!;
  const page = await browser.request(landing);
  return { browser, loginHtml: html, landing, page, toast: toastOf(page) };
}

const userByEmail = async (email: string) => {
  const [user] = await subject.database.db.select().from(users).where(eq(users.email, email));
  return user!;
};

describe("signing in with an institution", () => {
  it("makes the account, starts its profile from the ID token and gives it a free seat", async () => {
    const id = await institutionWithSso("Northgate Teaching Hospitals", "northgate.nhs.uk", 2);
    idp.signs(person("amara.okoye@northgate.nhs.uk", "Amara Grace", "Okoye"));
    const signedIn = await signInThroughInstitution("amara.okoye@northgate.nhs.uk");
    expect(signedIn.loginHtml).toContain("Sign in with Northgate Teaching Hospitals");
    expect(signedIn.landing).toMatch(/^\/auth\/callback\?sso=institution-[\w-]+&new-account$/);
    expect(signedIn.toast).toEqual({
      type: "success",
      title: "Welcome!",
      description: "You now have a seat at Northgate Teaching Hospitals.",
    });
    // The professional details are still to give, as after a Google sign-up.
    expect(await signedIn.page.text()).toContain('content="0;url=/get-started"');
    const user = await userByEmail("amara.okoye@northgate.nhs.uk");
    expect(user.emailVerified).toBe(true);
    const [profile] = await subject.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({
      firstName: "Amara Grace",
      lastName: "Okoye",
      institution: "Northgate Teaching Hospitals",
      regNo: null,
    });
    const seats = await subject.database.db
      .select()
      .from(institutionSeats)
      .where(eq(institutionSeats.userId, user.id));
    expect(seats).toMatchObject([{ institutionId: id, source: "sso" }]);
  });

  it("signs a person with an account under the same confirmed address in to that account", async () => {
    await institutionWithSso("Riverside Community Trust", "riverside.nhs.uk", 5);
    const existing = await signUpLearner(subject, "dev.patel@riverside.nhs.uk");
    await subject.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, existing.userId));
    idp.signs(person("dev.patel@riverside.nhs.uk", "Dev", "Patel"));
    const signedIn = await signInThroughInstitution("dev.patel@riverside.nhs.uk");
    expect(signedIn.landing).toMatch(/^\/auth\/callback\?sso=institution-[\w-]+$/);
    const session = await (await signedIn.browser.request("/api/auth/get-session")).json();
    expect(session.user.id).toBe(existing.userId);
    expect(signedIn.toast).toMatchObject({ type: "success", title: "Successfully authenticated" });
  });

  it("keeps a person signed in without a seat when the institution is full, and says why", async () => {
    const id = await institutionWithSso("Eastfield Training Centre", "eastfield.ac.uk", 0);
    idp.signs(person("li.wei@eastfield.ac.uk", "Li", "Wei"));
    const signedIn = await signInThroughInstitution("li.wei@eastfield.ac.uk");
    expect(signedIn.toast).toEqual({
      type: "warning",
      title: "Signed in without a seat at Eastfield Training Centre",
      description:
        "Every seat of Eastfield Training Centre is taken. Ask your training lead to free one.",
    });
    const user = await userByEmail("li.wei@eastfield.ac.uk");
    const session = await (await signedIn.browser.request("/api/auth/get-session")).json();
    expect(session.user.id).toBe(user.id);
    const seats = await subject.database.db
      .select()
      .from(institutionSeats)
      .where(eq(institutionSeats.institutionId, id));
    expect(seats).toEqual([]);
  });

  it("keeps the reason on the dashboard of a returning learner the full institution refuses", async () => {
    await institutionWithSso("Southbank Simulation Centre", "southbank.ac.uk", 0);
    const existing = await signUpLearner(subject, "ola.ade@southbank.ac.uk");
    await subject.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, existing.userId));
    idp.signs(person("ola.ade@southbank.ac.uk", "Ola", "Ade"));
    const signedIn = await signInThroughInstitution("ola.ade@southbank.ac.uk");
    expect(await signedIn.page.text()).toContain('content="0;url=/dashboard"');
    const dashboard = await signedIn.browser.request("/dashboard");
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Signed in without a seat at Southbank Simulation Centre");
    expect(html).toContain(
      "Every seat of Southbank Simulation Centre is taken. Ask your training lead to free one.",
    );
  });

  it("does not sign in to an account whose address was never confirmed, and says why", async () => {
    await institutionWithSso("Hillcrest Hospice", "hillcrest.org.uk", 5);
    const existing = await signUpLearner(subject, "sam.jones@hillcrest.org.uk");
    idp.signs(person("sam.jones@hillcrest.org.uk", "Sam", "Jones"));
    const signedIn = await signInThroughInstitution("sam.jones@hillcrest.org.uk");
    expect(signedIn.landing).toMatch(/^\/auth\/callback\?error=account/);
    expect(signedIn.page.status).toBe(302);
    expect(decodeURIComponent(signedIn.page.headers.get("location")!)).toContain(
      "An account with this email already exists but its address is not confirmed.",
    );
    const session = await (await signedIn.browser.request("/api/auth/get-session")).json();
    expect(session).toBeNull();
    expect(
      await subject.database.db
        .select()
        .from(institutionSeats)
        .where(eq(institutionSeats.userId, existing.userId)),
    ).toEqual([]);
  });

  it("tells a person whose domain has no single sign-on what to do instead", async () => {
    const browser = httpSession(subject);
    const page = await browser.request("/login?sso-email=someone%40unknown-college.ac.uk");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      "No single sign-on is set up for @unknown-college.ac.uk. Sign in with your email and password, or ask your training lead.",
    );
    const start = await browser.request("/auth/sso?email=someone%40unknown-college.ac.uk");
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toBe("/login?sso-email=someone%40unknown-college.ac.uk");
  });

  it("gives no seat to someone who only names a provider in the return address", async () => {
    const id = await institutionWithSso("Westmoor University", "westmoor.ac.uk", 5);
    const outsider = await signUpLearner(subject, "outsider@westmoor.ac.uk");
    const page = await outsider.request(`/auth/callback?sso=institution-${id}`);
    expect(page.status).toBe(200);
    expect(
      await subject.database.db
        .select()
        .from(institutionSeats)
        .where(eq(institutionSeats.userId, outsider.userId)),
    ).toEqual([]);
  });
});
