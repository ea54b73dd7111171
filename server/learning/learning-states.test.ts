import { sql } from "drizzle-orm";
import { courses, lessons, modules } from "../db/schema/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, stopVite, type TestApp } from "../../tests/support/test-app";

let subject: TestApp;
let learner: Learner;

// No seed here: the course list starts empty.
beforeAll(async () => {
  subject = await startTestApp();
  learner = await signUpLearner(subject, "empty@example.org", { tier: "standard" });
});
afterAll(async () => {
  await subject.close();
  await stopVite();
});

describe("the dashboard's fallback (spec §2)", () => {
  it("offers the default IV Cannulation card when there are no courses", async () => {
    const html = await (await learner.request("/dashboard")).text();
    expect(html).toContain("Safe. Realistic. Flexible.");
    expect(html).toContain('href="/course/demo-iv-cannulation"');
    expect(html).toContain("Intravenous Cannulation");
    expect(html).not.toContain("Failed to load courses");
  });

  it("shows the error and still offers the default card when the list fails", async () => {
    await subject.database.db.execute(sql`alter table courses rename to courses_away`);
    try {
      const response = await learner.request("/dashboard");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Failed to load courses");
      expect(html).toContain('href="/course/demo-iv-cannulation"');
    } finally {
      await subject.database.db.execute(sql`alter table courses_away rename to courses`);
    }
  });
});

describe("the player's empty states (spec §2, §8)", () => {
  it("says so when a course has no lessons, and when a lesson has no content", async () => {
    const db = subject.database.db;
    await db
      .insert(courses)
      .values({ slug: "empty-course", title: "Empty course", description: "-" });
    const bare = { slug: "bare-course", title: "Bare course", description: "-" };
    const [course] = await db.insert(courses).values(bare).returning();
    const [module] = await db
      .insert(modules)
      .values({ courseId: course!.id, title: "Only module", orderNumber: 1 })
      .returning();
    await db
      .insert(lessons)
      .values({ moduleId: module!.id, title: "Blank lesson", slug: "blank", orderNumber: 1 });

    const empty = await learner.request("/course/empty-course/start");
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain("No lessons available for this course");
    const blank = await learner.request("/course/bare-course/start");
    expect(blank.status).toBe(200);
    const html = await blank.text();
    expect(html).toContain("Blank lesson");
    expect(html).toContain("No lesson content available");
  });
});
