import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type TestApp, seededAppForThisFile, startTestApp } from "../../tests/support/test-app";
import { setLaunched } from "./launch-status";

// Home's closing call to action and About's 'Advance Your Career' follow launch_status.
const seeded = seededAppForThisFile();

async function page(app: TestApp, path: string) {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return response.text();
}

const signupLinks = (html: string) => html.match(/href="\/signup"/g)?.length ?? 0;

describe.each(["/", "/about"])("the launch call to action on %s", (path) => {
  it("offers Sign Up when not launched and Get Started Now! once launched", async () => {
    await setLaunched(seeded.app.database.db, false);
    const before = await page(seeded.app, path);
    expect(before).not.toContain("Get Started Now!");
    expect(before).not.toContain('href="/get-started"');

    await setLaunched(seeded.app.database.db, true);
    const after = await page(seeded.app, path);
    expect(after).toContain("Get Started Now!");
    expect(after).toContain('href="/get-started"');
    // The call to action's Sign Up link is the one that went away.
    expect(signupLinks(after)).toBe(signupLinks(before) - 1);
  });
});

describe("the home blog teaser", () => {
  it("links the three newest articles by slug, newest first, with long US dates", async () => {
    const html = await page(seeded.app, "/");
    expect(html).toContain("Latest articles");
    const links = [...html.matchAll(/<h3[^>]*><a[^>]*href="(\/blog\/[^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      "/blog/use-it-or-lose-it-deliberate-practice-and-clinical-skill-decay",
      "/blog/what-the-evidence-says-about-vr-simulation-in-clinical-training",
      expect.stringMatching(/^\/blog\/[a-z0-9-]+$/),
    ]);
    expect(html).toContain("November 4, 2025");
  });

  it("is hidden when there are no articles, and when the query fails", async () => {
    const empty = await startTestApp();
    try {
      const none = await page(empty, "/");
      expect(none).toContain("Take control of your clinical skills training");
      expect(none).not.toContain("Latest articles");

      await empty.database.db.execute(sql`alter table blog_articles rename to blog_articles_gone`);
      const failed = await page(empty, "/");
      expect(failed).toContain("Take control of your clinical skills training");
      // The whole streamed answer: on a busy machine the failed query can outlast the teaser's
      // 150 ms wait (decision 0004), so skeletons may come first; the section never does.
      expect(failed).not.toContain("Latest articles");
    } finally {
      await empty.close();
    }
  });
});
