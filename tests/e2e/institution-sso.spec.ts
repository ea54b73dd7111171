import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { and, eq, ne } from "drizzle-orm";
import { accounts, institutionSeats, users } from "@server/db/schema";
import { createInstitution } from "../support/institution-fixtures";
import { professionalDetails } from "../support/professional-details";
import { ssoClientId, ssoLinkClientId, ssoLinkUser, ssoUser } from "../support/sso-user";
import { expect, test } from "./support/back-office-app";
import { waitForHydration } from "./support/hydration";
import { expectNoAxeViolations, toast } from "./support/learning-app";

const ownerPassword = "Riverside-owner-42!";

// docs/product/institutions.md#single-sign-on: an admin gives an institution its OpenID Connect provider (the local OIDC server),
// proves its domain with a DNS record, then one of its learners signs in with "Sign in with
// {institution}" from the login page and lands on the dashboard with a seat (decisions 0038, 0043).
test("an institution's learner signs in through its identity provider and lands with a seat", async ({
  page,
  browser,
  app,
  admin,
}) => {
  const name = `Northgate Teaching Hospitals ${randomUUID().slice(0, 6)}`;
  const domain = "northgate-e2e.nhs.uk";
  const institution = await createInstitution(app.db, {
    name,
    seatCount: 3,
    emailDomains: [domain],
  });
  expect(admin.email).toBeTruthy();
  await turnOnSso(page, { institutionId: institution.id, domain, clientId: ssoClientId });

  const learnerContext = await browser.newContext({ baseURL: app.baseURL });
  const learner = await learnerContext.newPage();
  await startInstitutionSignIn(learner, ssoUser.email, name);

  // The provider, better-auth's callback, our landing: a new account completes its profile,
  // started from the provider's names and the institution.
  await expect(learner).toHaveURL(/\/get-started$/, { timeout: 30_000 });
  await expect(toast(learner, `You now have a seat at ${name}.`)).toBeVisible();
  await expect(learner.getByLabel("First name")).toHaveValue(ssoUser.given_name);
  await expect(learner.getByLabel("Last name")).toHaveValue(ssoUser.family_name);
  await expect(learner.getByLabel("Institution")).toHaveValue(name);
  await learner.getByLabel("Professional registration type").selectOption("nurse");
  await learner.getByLabel("Registration number").fill("NMC-12A3456B");
  await learner.getByRole("button", { name: "Save and continue" }).click();
  await expect(learner.getByText("Profile updated!")).toBeVisible();
  await learner.goto("/dashboard");
  await expect(learner).toHaveURL(/\/dashboard$/);
  await expectNoAxeViolations(learner);

  const [account] = await app.db.select().from(users).where(eq(users.email, ssoUser.email));
  const seats = await app.db
    .select()
    .from(institutionSeats)
    .where(eq(institutionSeats.userId, account!.id));
  expect(seats).toMatchObject([{ institutionId: institution.id, source: "sso" }]);
  await learnerContext.close();
});

// Decision 0043: a provider that names an existing Clinova account signs no one in; the owner
// proves the account is theirs (here with its password) before the two are connected.
test("an existing account is connected to its institution's sign-in only after its password", async ({
  page,
  browser,
  app,
  admin,
}) => {
  const name = `Riverside Community Trust ${randomUUID().slice(0, 6)}`;
  const domain = "riverside-e2e.nhs.uk";
  const institution = await createInstitution(app.db, {
    name,
    seatCount: 3,
    emailDomains: [domain],
  });
  const ownerContext = await browser.newContext({ baseURL: app.baseURL });
  const signedUp = await ownerContext.request.post("/api/auth/sign-up/email", {
    data: {
      email: ssoLinkUser.email,
      password: ownerPassword,
      ...professionalDetails("Owen Baptiste"),
    },
    headers: { origin: app.baseURL },
  });
  expect(signedUp.ok()).toBe(true);
  await app.db.update(users).set({ emailVerified: true }).where(eq(users.email, ssoLinkUser.email));
  expect(admin.email).toBeTruthy();
  await turnOnSso(page, { institutionId: institution.id, domain, clientId: ssoLinkClientId });

  const owner = await ownerContext.newPage();
  await startInstitutionSignIn(owner, ssoLinkUser.email, name);
  await expect(owner).toHaveURL(/\/auth\/link-sso$/, { timeout: 30_000 });
  await expect(owner.getByRole("heading", { name: `Connect ${name}'s sign-in` })).toBeVisible();
  const [account] = await app.db.select().from(users).where(eq(users.email, ssoLinkUser.email));
  const ssoAccounts = () =>
    app.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, account!.id), ne(accounts.providerId, "credential")));
  expect(await ssoAccounts()).toEqual([]);
  expect(await (await owner.request.get("/api/auth/get-session")).json()).toBeNull();
  await expectNoAxeViolations(owner);

  await owner.getByRole("link", { name: "Sign in with your password" }).click();
  await owner.getByRole("textbox", { name: "Email" }).fill(ssoLinkUser.email);
  await owner.getByLabel("Password", { exact: true }).fill(ownerPassword);
  await owner.getByRole("button", { name: "Login" }).click();
  await expect(owner).toHaveURL(/\/auth\/link-sso$/);
  await expect(owner.getByText(`Connect this account to ${name}'s sign-in?`)).toBeVisible();
  await expectNoAxeViolations(owner);
  await owner.getByRole("button", { name: "Connect my account" }).click();
  await expect(owner).toHaveURL(/\/dashboard$/);
  await expect(owner.getByText(`Your account is connected to ${name}'s sign-in`)).toBeVisible();
  expect(await ssoAccounts()).toHaveLength(1);
  await ownerContext.close();
});

/**
 * The admin turns on an institution's single sign-on at the local OIDC server and proves its
 * domain (decision 0043): the page shows the TXT record, the institution's DNS administrator
 * creates it (a file the DNS peer answers from), the admin chooses Verify.
 */
async function turnOnSso(
  page: Page,
  { institutionId, domain, clientId }: { institutionId: string; domain: string; clientId: string },
) {
  await page.goto(`/admin/institutions/${institutionId}`);
  await page.getByRole("link", { name: "Single sign-on" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Single sign-on" })).toBeVisible();
  await expect(page.getByLabel("Email domains")).toHaveValue(domain);
  await expectNoAxeViolations(page);
  await waitForHydration(page);
  await page.getByLabel("Issuer URL").fill(process.env.SSO_PRIVATE_ISSUERS!);
  await page.getByLabel("Client ID").fill(clientId);
  await page.getByLabel("Client secret").fill("e2e-institution-secret");
  await page.getByRole("button", { name: "Turn on single sign-on" }).click();
  await expect(toast(page, "Single sign-on saved")).toBeVisible();
  await expect(page.getByText("A secret is set; enter a new one to replace it.")).toBeVisible();
  await expect(page.getByLabel("Client secret", { exact: false })).toHaveValue("");
  await expectNoAxeViolations(page);

  const recordName = `_clinova-verification.${domain}`;
  await expect(page.getByText("Not verified")).toBeVisible();
  await expect(page.getByText(recordName)).toBeVisible();
  const recordValue = await page.getByText(/^clinova-verification=/).textContent();
  writeFileSync(join(process.env.E2E_DNS_DIR!, recordName), recordValue!);
  await page.getByRole("button", { name: `Verify ${domain}` }).click();
  await expect(toast(page, `${domain} verified`)).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
}

/** From the login page: "Sign in with your institution", found by the work address. */
async function startInstitutionSignIn(page: Page, email: string, institutionName: string) {
  await page.goto("/login");
  await page.getByText("Sign in with your institution").click();
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Find my institution" }).click();
  const start = page.getByRole("link", { name: `Sign in with ${institutionName}` });
  await expect(start).toBeVisible();
  await expectNoAxeViolations(page);
  await start.click();
}
