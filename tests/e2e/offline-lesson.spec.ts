import { and, eq } from "drizzle-orm";
import { expect, type Page } from "@playwright/test";
import { userNotes, users } from "@server/db/schema";
import { offlineNoteTexts } from "@common/learning/offline-texts";
import { expectNoAxeViolations, iv, signUp, test } from "./support/learning-app";
import { waitForHydration } from "./support/hydration";
import { openAccountMenu } from "./support/account-menu";

// docs/product/offline.md, "accessible anywhere" (decision 0041): Clinova installs as an app, lessons the
// learner opened stay readable offline, and notes written offline are saved once when the
// connection returns. Playwright 1.65 takes the service worker offline with the page.

test.describe.configure({ timeout: 120_000 });

/** The PNG's own width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("installable: a valid manifest with our icons, a root-scoped worker, no script on the home page", async ({
  page,
}) => {
  const response = await page.request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("Clinova"),
    short_name: "Clinova",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: "#165e5a",
    background_color: "#f6f9f9",
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const purpose of ["any", "maskable"]) {
    for (const size of ["192x192", "512x512"]) {
      expect(icons).toContainEqual(expect.objectContaining({ sizes: size, purpose }));
    }
  }
  for (const icon of icons.filter((each) => each.type === "image/png")) {
    const file = await page.request.get(icon.src);
    expect(file.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await file.body())).toBe(icon.sizes);
  }
  const touchIcon = await page.request.get("/icons/apple-touch-icon.png");
  expect(pngSize(await touchIcon.body())).toBe("180x180");

  const worker = await page.request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  // A visitor's home page links the manifest, yet loads no script and registers no worker.
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
  await expect(page.locator("script[src], script[type=module]")).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
});

/** Resolves once this page's address is kept in the account's lesson cache. */
async function keptOffline(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = (await caches.keys()).filter((name) => name.startsWith("clinova-lessons-"));
          for (const name of names) {
            const cache = await caches.open(name);
            if (await cache.match(location.pathname, { ignoreVary: true })) return true;
          }
          return false;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

test("a lesson opened online is read offline, and a note written offline is saved once back online", async ({
  page,
  context,
  app,
}) => {
  const email = await signUp(page.request, app, "standard");
  const [user] = await app.db.select().from(users).where(eq(users.email, email));

  // The dashboard registers the worker; the lesson is then reached by a link inside the app.
  await page.goto("/dashboard");
  await waitForHydration(page);
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === "activated";
  });
  await page.goto(iv);
  await page.getByRole("button", { name: "Start Learning" }).click();
  await expect(page).toHaveURL(`${iv}/start`);
  const lessonHeading = page.getByRole("heading", { level: 1 });
  // Each page named, not read: a heading read while a navigation is under way is the old one's.
  await expect(lessonHeading).toHaveText("Indications and complications");
  await page.getByRole("button", { name: "Next" }).first().click();
  const lessonUrl = `${iv}/start/vein-and-cannula-selection`;
  await expect(page).toHaveURL(lessonUrl);
  const title = "Choosing the vein and the cannula";
  await expect(lessonHeading).toHaveText(title);
  await keptOffline(page);

  // Offline: the reload is answered by the worker from this account's cache.
  await context.setOffline(true);
  const [worker] = context.serviceWorkers();
  const workerReaches = () =>
    worker!.evaluate(() =>
      fetch("/api/health").then(
        () => true,
        () => false,
      ),
    );
  expect(await workerReaches()).toBe(false);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(lessonHeading).toHaveText(title);
  await waitForHydration(page);

  // A page never opened gets the offline page, not the browser's error.
  const elsewhere = await context.newPage();
  await elsewhere.goto("/account/learning-record");
  await expect(elsewhere.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await elsewhere.close();

  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(page.getByText(offlineNoteTexts.offline)).toBeVisible();
  const words = "Written on the ward with no signal: check the cannula size chart.";
  await page.getByLabel("New note").fill(words);
  await page.getByRole("button", { name: "Save Note" }).click();
  const kept = page.getByRole("list", { name: "Notes kept on this device" });
  await expect(kept.getByText(words)).toBeVisible();
  await expect(kept.getByText(offlineNoteTexts.waiting)).toBeVisible();
  await expect(page.getByLabel("New note")).toHaveValue("");
  await expectNoAxeViolations(page);

  // Closing the tab loses nothing: a new one, still offline, shows the note waiting.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(`${lessonUrl}?tab=notes`);
  await waitForHydration(reopened);
  const keptAgain = reopened.getByRole("list", { name: "Notes kept on this device" });
  await expect(keptAgain.getByText(words)).toBeVisible();
  const notesOf = () =>
    app.db
      .select()
      .from(userNotes)
      .where(and(eq(userNotes.userId, user!.id), eq(userNotes.content, words)));
  expect(await notesOf()).toHaveLength(0);

  // Back online: the note is sent, saved exactly once, and listed as saved.
  await context.setOffline(false);
  await expect.poll(async () => (await notesOf()).length, { timeout: 30_000 }).toBe(1);
  const saved = reopened.getByRole("region", { name: "Saved Notes" });
  await expect(saved.getByRole("listitem").filter({ hasText: words })).toHaveCount(1);
  await expect(reopened.getByText(offlineNoteTexts.waiting)).toHaveCount(0);
  // Another try (a second tab, Background Sync) finds nothing left to send: still one note.
  await reopened.reload();
  await expect(saved.getByText(words)).toBeVisible();
  expect(await notesOf()).toHaveLength(1);
});

test("signing out drops the kept lessons: the next account on this device is never shown them", async ({
  page,
  context,
  app,
}) => {
  await signUp(page.request, app, "standard");
  await page.goto(iv);
  await page.getByRole("button", { name: "Start Learning" }).click();
  await expect(page).toHaveURL(`${iv}/start`);
  await waitForHydration(page);
  await keptOffline(page);
  const lessonUrl = `${iv}/start`;
  const title = "Indications and complications";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/login");
  const keptCaches = () =>
    page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith("clinova-lessons-")),
    );
  await expect.poll(keptCaches).toEqual([]);

  // Someone else signs in on the same browser and goes offline: the first account's lesson is
  // not there for them.
  await signUp(page.request, app, "standard");
  await page.goto("/dashboard");
  await waitForHydration(page);
  await context.setOffline(true);
  await page.goto(lessonUrl);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await context.setOffline(false);
});
