import { eq, sql } from "drizzle-orm";
import { courseEnrollments, courses, lessons, modules } from "../db/schema/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

let subject: TestApp;
let learner: Learner;

// No seed here: the course list starts empty.
beforeAll(async () => {
  subject = await startTestApp();
  learner = await signUpLearner(subject, "empty@example.org", { tier: "standard" });
});
afterAll(async () => {
  await subject.close();
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
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Empty course");
    expect(emptyHtml).toContain("No content available for this course");
    const emptyPage = await learner.request("/course/empty-course");
    expect(await emptyPage.text()).toContain("No lessons available for this course");
    const noSuchLesson = await learner.request("/course/empty-course/start/anything");
    expect(noSuchLesson.status).toBe(404);
    expect(await noSuchLesson.text()).toContain("Lesson not found");
    const blank = await learner.request("/course/bare-course/start");
    expect(blank.status).toBe(200);
    const html = await blank.text();
    expect(html).toContain("Blank lesson");
    expect(html).toContain("No lesson content available");
    expect(html).not.toContain("No content available for this course");
    const barePage = await (await learner.request("/course/bare-course")).text();
    expect(barePage).toContain("Blank lesson");
    expect(barePage).not.toContain("No lessons available for this course");
  });
});

/** A course with one module of the given lessons (slugs `lesson-1`, `lesson-2`…). */
async function insertCourse(slug: string, lessonTitles: string[]) {
  const db = subject.database.db;
  const [course] = await db
    .insert(courses)
    .values({ slug, title: `Course ${slug}`, description: "-" })
    .returning();
  const [module] = await db
    .insert(modules)
    .values({ courseId: course!.id, title: "Module", orderNumber: 1 })
    .returning();
  await db.insert(lessons).values(
    lessonTitles.map((title, index) => ({
      moduleId: module!.id,
      title,
      slug: `lesson-${index + 1}`,
      orderNumber: index + 1,
    })),
  );
  return course!;
}

describe("an enrolment that fails (spec §8)", () => {
  const retry = "Failed to enroll in course. Please try again.";
  const fault = "An error occurred during enrollment.";

  // The database itself refuses the row, with the SQLSTATE it would give for that failure.
  async function refuseEnrolments(sqlState: string) {
    const db = subject.database.db;
    await db.execute(
      sql.raw(`create or replace function refuse_enrolment() returns trigger language plpgsql
        as $$ begin raise exception 'refused for the test' using errcode = '${sqlState}'; end $$`),
    );
    await db.execute(sql`create trigger refuse_enrolment before insert on course_enrollments
      for each row execute function refuse_enrolment()`);
    return () => db.execute(sql`drop trigger refuse_enrolment on course_enrollments`);
  }

  it.each([
    ["the database is busy (serialization failure)", "40001", retry, fault],
    ["the database connection fails", "08006", retry, fault],
    ["anything else goes wrong (an internal error)", "XX000", fault, retry],
  ])("says so when %s", async (_, sqlState, shown, notShown) => {
    const course = await insertCourse(`enrol-${sqlState.toLowerCase()}`, ["First steps"]);
    const person = await signUpLearner(subject, `enrol-${sqlState.toLowerCase()}@example.org`, {
      tier: "standard",
    });
    const allow = await refuseEnrolments(sqlState);
    try {
      const start = await person.postForm(`/course/${course.slug}`, {});
      expect(start.status).toBe(500);
      const startHtml = await start.text();
      expect(startHtml).toContain(shown);
      expect(startHtml).not.toContain(notShown);
      // Opening the player enrols too; the lesson still shows, with the same toast.
      const player = await person.request(`/course/${course.slug}/start`);
      expect(player.status).toBe(200);
      const playerHtml = await player.text();
      expect(playerHtml).toContain("First steps");
      expect(playerHtml).toContain(shown);
      expect(playerHtml).not.toContain(notShown);
    } finally {
      await allow();
    }
    const rows = await subject.database.db
      .select()
      .from(courseEnrollments)
      .where(eq(courseEnrollments.userId, person.userId));
    expect(rows).toEqual([]);
  });
});

describe("notes that fail to load (spec §8)", () => {
  it("leave the lesson readable and say 'Failed to load notes' in the Notes tab", async () => {
    const course = await insertCourse("notes-course", ["Taking notes"]);
    const lesson = `/course/${course.slug}/start/lesson-1`;
    const saved = await learner.postForm(lesson, {
      intent: "note-create",
      content: "Ask about the VIP score",
    });
    expect(saved.status).toBe(200);
    const db = subject.database.db;
    await db.execute(sql`alter table user_notes rename to user_notes_away`);
    try {
      const response = await learner.request(`${lesson}?tab=notes`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Taking notes");
      expect(html).toContain("Failed to load notes");
      expect(html).toContain("Try again");
      expect(html).not.toContain("You haven&#x27;t made any notes");
    } finally {
      await db.execute(sql`alter table user_notes_away rename to user_notes`);
    }
    const html = await (await learner.request(`${lesson}?tab=notes`)).text();
    expect(html).toContain("Ask about the VIP score");
    expect(html).not.toContain("Failed to load notes");
  });
});
