import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { institutionSeats, users } from "@server/db/schema";
import { createInstitution } from "../support/institution-fixtures";
import { ssoClientId, ssoUser } from "../support/sso-user";
import { expect, test } from "./support/back-office-app";
import { waitForHydration } from "./support/hydration";
import { expectNoAxeViolations, toast } from "./support/learning-app";

// Issue 15: an admin gives an institution its OpenID Connect provider (the local OIDC server),
// proves its domain with a DNS record, then one of its learners signs in with "Sign in with
// {institution}" from the login page and lands on the dashboard with a seat (decisions 0038, 0043).
test("an institution's learner signs in through its identity provider and lands with a seat", async ({
  page,
  browser,
  app,
  admin,
}) => {
  const name = `Northgate Teaching Hospitals ${randomUUID().slice(0, 6)}`;
  const institution = await createInstitution(app.db, {
    name,
    seatCount: 3,
    emailDomains: ["northgate-e2e.nhs.uk"],
  });
  expect(admin.email).toBeTruthy();
  await page.goto(`/admin/institutions/${institution.id}`);
  await page.getByRole("link", { name: "Single sign-on" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Single sign-on" })).toBeVisible();
  await expect(page.getByLabel("Email domains")).toHaveValue("northgate-e2e.nhs.uk");
  await expectNoAxeViolations(page);
  await waitForHydration(page);
  await page.getByLabel("Issuer URL").fill(process.env.SSO_PRIVATE_ISSUERS!);
  await page.getByLabel("Client ID").fill(ssoClientId);
  await page.getByLabel("Client secret").fill("e2e-institution-secret");
  await page.getByRole("button", { name: "Turn on single sign-on" }).click();
  await expect(toast(page, "Single sign-on saved")).toBeVisible();
  await expect(page.getByText("A secret is set; enter a new one to replace it.")).toBeVisible();
  await expect(page.getByLabel("Client secret", { exact: false })).toHaveValue("");
  await expectNoAxeViolations(page);

  // The domain is proven before anyone signs in (decision 0043): the page shows the TXT record,
  // the institution's DNS administrator creates it, the admin chooses Verify.
  const domain = "northgate-e2e.nhs.uk";
  const recordName = `_clinova-verification.${domain}`;
  await expect(page.getByText("Not verified")).toBeVisible();
  await expect(page.getByText(recordName)).toBeVisible();
  const recordValue = await page.getByText(/^clinova-verification=/).textContent();
  writeFileSync(join(process.env.E2E_DNS_DIR!, recordName), recordValue!);
  await page.getByRole("button", { name: `Verify ${domain}` }).click();
  await expect(toast(page, `${domain} verified`)).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();

  const learnerContext = await browser.newContext({ baseURL: app.baseURL });
  const learner = await learnerContext.newPage();
  await learner.goto("/login");
  await learner.getByText("Sign in with your institution").click();
  await learner.getByLabel("Work email").fill(ssoUser.email);
  await learner.getByRole("button", { name: "Find my institution" }).click();
  const start = learner.getByRole("link", { name: `Sign in with ${name}` });
  await expect(start).toBeVisible();
  await expectNoAxeViolations(learner);
  await start.click();

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
