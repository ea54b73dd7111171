import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, institutionSeats, profiles, users } from "@server/db/schema/index";
import { signInAdmin } from "../../../tests/support/admin";
import { startDnsServer } from "../../../tests/support/dns-server";
import { httpSession } from "../../../tests/support/http-session";
import {
  insertInstitution,
  proveDomain,
  startInstitutionIdp,
  type SsoPerson,
} from "../../../tests/support/institution-sso";
import { learnerPassword, signUpLearner } from "../../../tests/support/learner";
import { linksIn, startSmtpReceiver } from "../../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// An institution's learners sign in through a real OpenID Connect server (docs/product/institutions.md#single-sign-on, decision 0038).
let subject: TestApp;
let idp: Awaited<ReturnType<typeof startInstitutionIdp>>;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  idp = await startInstitutionIdp();
  dns = await startDnsServer();
  smtp = await startSmtpReceiver();
  subject = await startTestApp({
    SSO_PRIVATE_ISSUERS: idp.issuer,
    DNS_SERVERS: dns.servers,
    SMTP_URL: smtp.url,
  });
});
afterAll(async () => {
  await subject.close();
  await idp.stop();
  await dns.close();
  await smtp.close();
});

/**
 * An institution with its single sign-on set up in the back office and, unless `verify` is
 * false, its domain proven by the DNS record (decision 0043).
 */
async function institutionWithSso(
  name: string,
  domain: string,
  seatCount: number,
  { verify = true, emailDomains = [domain] }: { verify?: boolean; emailDomains?: string[] } = {},
) {
  const id = await insertInstitution(subject, { name, seatCount, emailDomains });
  const admin = await signInAdmin(subject, `admin-${domain}@example.org`);
  const saved = await admin.postForm(`/admin/institutions/${id}/sso`, {
    intent: "save",
    issuer: idp.issuer,
    clientId: `client-${domain}`,
    clientSecret: "secret-0123456789",
    domains: domain,
  });
  expect(saved.status).toBe(302);
  if (verify) await proveDomain(subject, dns, admin, id, domain);
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

/**
 * The login page's institution sign-in → the provider → better-auth's callback → our landing.
 * The institution is found by the email's domain, or chosen (`{ institution: id }`).
 */
async function signInThroughInstitution(
  by: string | { institution: string },
  browser = httpSession(subject),
) {
  const query =
    typeof by === "string"
      ? `sso-email=${encodeURIComponent(by)}`
      : `sso-institution=${by.institution}`;
  const login = await browser.request(`/login?${query}`);
  const html = await login.text();
  const start = await browser.request(
    typeof by === "string"
      ? `/auth/sso?email=${encodeURIComponent(by)}`
      : `/auth/sso?institution=${by.institution}`,
  );
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

  it("does not sign in to an existing confirmed account; its owner links it with the emailed link", async () => {
    const id = await institutionWithSso("Riverside Community Trust", "riverside.nhs.uk", 5);
    const existing = await signUpLearner(subject, "dev.patel@riverside.nhs.uk");
    await subject.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, existing.userId));
    idp.signs(person("dev.patel@riverside.nhs.uk", "Dev", "Patel"));
    const attempt = await signInThroughInstitution("dev.patel@riverside.nhs.uk");
    // No session for the account the provider named, and no link to it.
    expect(attempt.landing).toMatch(/^\/auth\/callback\?error=SSO_LINK_REQUIRED&/);
    expect(attempt.page.status).toBe(302);
    expect(attempt.page.headers.get("location")).toBe("/auth/link-sso");
    expect(await (await attempt.browser.request("/api/auth/get-session")).json()).toBeNull();
    expect(await linksOf(existing.userId)).toEqual([]);
    const offer = await attempt.browser.request("/auth/link-sso");
    expect(offer.status).toBe(200);
    const offered = (await offer.text()).replaceAll("&#x27;", "'");
    expect(offered).toContain("Connect Riverside Community Trust's sign-in");
    expect(offered).toContain("a Clinova account already uses this address");
    expect(offered).toContain("Sign in with your password");

    // What the browser that came back from the provider holds proves nothing on its own.
    const browserToken = attempt.browser.cookies.get("clinova-sso-link")!;
    expect(browserToken).toBeTruthy();
    const connect = await attempt.browser.postForm("/auth/link-sso", { intent: "connect" });
    expect(connect.status).toBe(302);
    const forged = await attempt.browser.postForm("/auth/link-sso", {
      intent: "confirm",
      token: browserToken,
    });
    expect(forged.status).toBe(422);
    expect(await linksOf(existing.userId)).toEqual([]);

    // The owner asks for a link; it goes to the account's address.
    const asked = await attempt.browser.postForm("/auth/link-sso", { intent: "email" });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(
      "We have emailed a link to dev.patel@riverside.nhs.uk. It works for 30 minutes.",
    );
    // The second message to the address: the first asked to confirm it at sign-up.
    const mails = await smtp.waitFor("dev.patel@riverside.nhs.uk", 2);
    const link = mails.flatMap(linksIn).find((url) => url.includes("/auth/link-sso?confirm="))!;
    expect(link).toBeTruthy();
    const mailbox = httpSession(subject);
    const confirmPage = await mailbox.request(link);
    expect(confirmPage.status).toBe(200);
    const token = new URL(link).searchParams.get("confirm")!;
    // The page's form posts to its own address, the link's.
    const { pathname, search } = new URL(link);
    const confirmed = await mailbox.postForm(`${pathname}${search}`, { intent: "confirm", token });
    expect(confirmed.status).toBe(200);
    const html = await confirmed.text();
    expect(html).toContain("Your account is connected");
    expect(html).toContain(`/auth/sso?institution=${id}`);
    expect(await linksOf(existing.userId)).toEqual([`institution-${id}`]);

    // From now on the provider signs the owner in to their own account, with a seat.
    const signedIn = await signInThroughInstitution("dev.patel@riverside.nhs.uk");
    expect(signedIn.landing).toMatch(/^\/auth\/callback\?sso=institution-[\w-]+$/);
    const session = await (await signedIn.browser.request("/api/auth/get-session")).json();
    expect(session.user.id).toBe(existing.userId);
    expect(signedIn.toast).toMatchObject({ type: "success", title: "Successfully authenticated" });
    expect(await seatsOf(existing.userId)).toMatchObject([{ institutionId: id, source: "sso" }]);
  });

  it("links an existing account once its owner signs in with the password in the same browser", async () => {
    const id = await institutionWithSso("Lakeside Hospital", "lakeside.nhs.uk", 5);
    const existing = await signUpLearner(subject, "kim.lee@lakeside.nhs.uk");
    await subject.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, existing.userId));
    idp.signs(person("kim.lee@lakeside.nhs.uk", "Kim", "Lee"));
    const attempt = await signInThroughInstitution("kim.lee@lakeside.nhs.uk");
    expect(attempt.page.headers.get("location")).toBe("/auth/link-sso");
    const browser = attempt.browser;
    expect((await browser.request("/auth/link-sso")).status).toBe(200);

    const signedIn = await browser.postForm("/login?redirectTo=%2Fauth%2Flink-sso", {
      email: "kim.lee@lakeside.nhs.uk",
      password: learnerPassword,
      redirectTo: "/auth/link-sso",
    });
    expect(signedIn.status).toBe(302);
    const offer = await browser.request("/auth/link-sso");
    expect((await offer.text()).replaceAll("&#x27;", "'")).toContain(
      "Connect this account to Lakeside Hospital's sign-in?",
    );
    const connected = await browser.postForm("/auth/link-sso", { intent: "connect" });
    expect(connected.status).toBe(302);
    expect(connected.headers.get("location")).toBe("/dashboard");
    expect(toastOf(connected)).toEqual({
      type: "success",
      title: "Your account is connected to Lakeside Hospital's sign-in",
      description: "You now have a seat at Lakeside Hospital.",
    });
    expect(await linksOf(existing.userId)).toEqual([`institution-${id}`]);
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
    const id = await institutionWithSso("Southbank Simulation Centre", "southbank.ac.uk", 0);
    const existing = await signUpLearner(subject, "ola.ade@southbank.ac.uk");
    await subject.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, existing.userId));
    // Returning: the account was linked to the provider before (as the link page does).
    await subject.database.db.insert(accounts).values({
      id: crypto.randomUUID(),
      providerId: `institution-${id}`,
      accountId: "sub-ola.ade@southbank.ac.uk",
      userId: existing.userId,
    });
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
      "An account with this email already exists. Sign in with your email and password; if its address is not confirmed yet, confirm it first.",
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

  it("signs nobody in until a domain of the institution is verified, and says so", async () => {
    const id = await institutionWithSso("Harrowgate Trust", "harrowgate.nhs.uk", 5, {
      verify: false,
    });
    idp.signs(person("ben.cole@harrowgate.nhs.uk", "Ben", "Cole"));
    const browser = httpSession(subject);
    const notReady =
      "Harrowgate Trust's single sign-on is not ready yet: its email domain has not been verified. Sign in with your email and password, or ask your training lead.";
    const login = await browser.request("/login?sso-email=ben.cole%40harrowgate.nhs.uk");
    const html = (await login.text()).replaceAll("&#x27;", "'");
    expect(html).toContain(notReady);
    expect(html).not.toContain("Sign in with Harrowgate Trust");
    // Nor can it be chosen, or started by its address.
    expect(html).not.toContain(`value="${id}"`);
    for (const start of [
      "/auth/sso?email=ben.cole%40harrowgate.nhs.uk",
      `/auth/sso?institution=${id}`,
    ]) {
      const refused = await browser.request(start);
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toMatch(/^\/login\?sso-/);
      expect(toastOf(refused)).toEqual({
        type: "error",
        title: "Sign in with Harrowgate Trust is not available",
        description: notReady,
      });
    }
    const [user] = await subject.database.db
      .select()
      .from(users)
      .where(eq(users.email, "ben.cole@harrowgate.nhs.uk"));
    expect(user).toBeUndefined();

    // Once the record is found, the same learner signs in.
    const admin = await signInAdmin(subject, "admin-2-harrowgate.nhs.uk@example.org");
    await proveDomain(subject, dns, admin, id, "harrowgate.nhs.uk");
    const signedIn = await signInThroughInstitution("ben.cole@harrowgate.nhs.uk");
    expect(signedIn.landing).toMatch(/^\/auth\/callback\?sso=institution-[\w-]+&new-account$/);
  });

  it("finds no institution by a shared domain: its learners choose their institution", async () => {
    const id = await institutionWithSso("Northfield Trust", "northfield.nhs.uk", 5, {
      emailDomains: ["northfield.nhs.uk", "nhs.net"],
    });
    const browser = httpSession(subject);
    const byDomain = await browser.request("/login?sso-email=jo.bloggs%40nhs.net");
    expect(await byDomain.text()).toContain("No single sign-on is set up for @nhs.net.");
    const login = await (await browser.request("/login")).text();
    expect(login).toContain(`<option value="${id}">Northfield Trust</option>`);

    idp.signs(person("jo.bloggs@nhs.net", "Jo", "Bloggs"));
    const signedIn = await signInThroughInstitution({ institution: id });
    expect(signedIn.loginHtml).toContain("Sign in with Northfield Trust");
    expect(signedIn.loginHtml).toContain(`/auth/sso?institution=${id}`);
    expect(signedIn.landing).toMatch(/^\/auth\/callback\?sso=institution-[\w-]+&new-account$/);
    const user = await userByEmail("jo.bloggs@nhs.net");
    // The provider's word does not confirm an address outside the institution's proven domains.
    expect(user.emailVerified).toBe(false);
    expect(await seatsOf(user.id)).toMatchObject([{ institutionId: id, source: "sso" }]);

    // An existing, confirmed account with a shared address is not taken over either.
    const existing = await signUpLearner(subject, "sam.taylor@nhs.net");
    await subject.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, existing.userId));
    idp.signs(person("sam.taylor@nhs.net", "Sam", "Taylor"));
    const attempt = await signInThroughInstitution({ institution: id });
    expect(attempt.landing).toMatch(/^\/auth\/callback\?error=/);
    expect(await (await attempt.browser.request("/api/auth/get-session")).json()).toBeNull();
    expect(await linksOf(existing.userId)).toEqual([]);
  });
});

/** The institutions' providers an account is linked to. */
async function linksOf(userId: string) {
  const rows = await subject.database.db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(and(eq(accounts.userId, userId)));
  return rows.map((row) => row.providerId).filter((id) => id.startsWith("institution-"));
}

async function seatsOf(userId: string) {
  return subject.database.db
    .select()
    .from(institutionSeats)
    .where(eq(institutionSeats.userId, userId));
}
