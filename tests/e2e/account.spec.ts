import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signUpThroughRequest } from "./support/sign-up-through-request";

const password = "correct-horse-7!";

/** Signs up through the API; the page shares the request context's cookies. */
async function signUp(page: Page, baseURL: string | undefined, name = "Nia Adeyemi") {
  const email = `nia.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
  await signUpThroughRequest(page.request, baseURL ?? "", { email, password, name });
  return email;
}

test("a person edits their profile, downloads their data and deletes their account", async ({
  page,
  baseURL,
}) => {
  const email = await signUp(page, baseURL);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByText("This device")).toBeVisible();

  await page.getByLabel("Professional registration type").selectOption("nurse");
  await page.getByLabel("Registration number").fill("12A3456E");
  await page.getByLabel("Institution").fill("Riverside Community Trust");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated!")).toBeVisible();
  await expect(page.getByLabel("Registration number")).toHaveValue("12A3456E");
  await expect(page.getByText("Nia Adeyemi · Nurse")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clinova-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(exported.user.email).toBe(email);
  expect(exported.profile).toMatchObject({
    professionalRegType: "nurse",
    regNo: "12A3456E",
    institution: "Riverside Community Trust",
  });
  expect(exported.sessions).toHaveLength(1);
  expect(exported.sessions[0]).not.toHaveProperty("token");

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.click();

  await expect(page).toHaveURL("/");
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  await page.goto("/account");
  await expect(page).toHaveURL("/login?redirectTo=%2Faccount");
});

test("completing the profile on /get-started goes home with the toast", async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL, "Owen Price");
  await page.goto("/get-started");
  await expect(
    page.getByRole("heading", { level: 1, name: "Complete Your Profile" }),
  ).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Owen");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly", "");
  await expect(page.getByText("Email cannot be changed")).toBeVisible();

  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("First name").fill("Owen");
  await page.getByLabel("Professional registration type").selectOption("paramedic");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Profile updated!")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("/get-started shows errors and saves with plain form posts", async ({ page, baseURL }) => {
    await signUp(page, baseURL, "Ruth Ellis");
    await page.goto("/get-started");
    await page.getByLabel("Last name").fill(" ");
    await page.getByLabel("Institution").fill("Northgate University");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByLabel("Institution")).toHaveValue("Northgate University");

    await page.getByLabel("Last name").fill("Ellis");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/account");
    await expect(page.getByLabel("Institution")).toHaveValue("Northgate University");
  });
});

test("signed-out visitors are sent to /login, keeping where they were going", async ({ page }) => {
  await page.goto("/get-started");
  await expect(page).toHaveURL("/login?redirectTo=%2Fget-started");
  await page.goto("/account");
  await expect(page).toHaveURL("/login?redirectTo=%2Faccount");
});
