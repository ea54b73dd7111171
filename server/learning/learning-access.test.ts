import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { userNotes, userProgress } from "../db/schema/index";
import { seedAll } from "../db/seed/seed";

let subject: TestApp;
let unsubscribed: Learner;
let lapsed: Learner;
let standard: Learner;
let premium: Learner;

const ivText = "Peripheral intravenous cannulation is one of the most common invasive procedures";
const premiumText = "Patients rarely deteriorate without warning";
const ivLesson = "/course/demo-iv-cannulation/start/indications-and-complications";
const premiumLesson = "/course/deteriorating-patient-bundle/start/recognising-deterioration-news2";

beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  unsubscribed = await signUpLearner(subject, "no-plan@example.org");
  lapsed = await signUpLearner(subject, "lapsed@example.org", {
    tier: "premium",
    status: "canceled",
  });
  standard = await signUpLearner(subject, "standard@example.org", { tier: "standard" });
  premium = await signUpLearner(subject, "premium@example.org", {
    tier: "premium",
    status: "trialing",
  });
});
afterAll(async () => {
  await subject.close();
});

const toastOf = (response: Response) => {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("clinova-toast="));
  return cookie ? JSON.parse(decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!)) : null;
};

describe("signed-out visitors", () => {
  it.each(["/dashboard", "/course/demo-iv-cannulation", ivLesson])(
    "%s sends them to /login",
    async (path) => {
      const response = await subject.request(`http://localhost:3000${path}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `/login?redirectTo=${encodeURIComponent(path)}`,
      );
      expect(await response.text()).not.toContain(ivText);
    },
  );
});

describe("lesson content needs a subscription", () => {
  it.each([
    ["no subscription", () => unsubscribed],
    ["a cancelled subscription", () => lapsed],
  ])("with %s: redirected to /pricing with the spec's toast, no lesson text", async (_, who) => {
    const page = await who().request(ivLesson);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/pricing");
    expect(toastOf(page)).toMatchObject({
      title: "Subscription Required",
      description: "Please subscribe to access this course.",
    });
    expect(await page.text()).not.toContain(ivText);
    const dataRequest = await who().request(`${ivLesson}.data`);
    const body = await dataRequest.text();
    expect(body).not.toContain(ivText);
    expect(body).toContain("/pricing");
  });

  it("refuses progress and notes from an unsubscribed user, storing nothing", async () => {
    const attempts: Record<string, string>[] = [
      { intent: "complete" },
      { intent: "position", position: "12" },
      { intent: "note-create", content: "Sneaky note" },
    ];
    for (const fields of attempts) {
      const response = await unsubscribed.postForm(ivLesson, fields);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/pricing");
    }
    const db = subject.database.db;
    expect(
      await db.select().from(userProgress).where(eq(userProgress.userId, unsubscribed.userId)),
    ).toHaveLength(0);
    expect(
      await db.select().from(userNotes).where(eq(userNotes.userId, unsubscribed.userId)),
    ).toHaveLength(0);
  });

  it("lets a Standard member read a Standard lesson, in the HTML and the data request", async () => {
    const page = await standard.request(ivLesson);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(ivText);
    expect(await (await standard.request(`${ivLesson}.data`)).text()).toContain(ivText);
  });

  it("gives a Standard member no Premium content, with a clear toast", async () => {
    const page = await standard.request(premiumLesson);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/pricing");
    expect(toastOf(page)).toMatchObject({ title: "Premium course" });
    expect(await page.text()).not.toContain(premiumText);
    expect(await (await standard.request(`${premiumLesson}.data`)).text()).not.toContain(
      premiumText,
    );
    const note = await standard.postForm(premiumLesson, { intent: "note-create", content: "x" });
    expect(note.headers.get("location")).toBe("/pricing");
  });

  it("opens Premium content to a Premium member on a trial", async () => {
    const page = await premium.request(premiumLesson);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(premiumText);
  });

  it("still shows the course page, the sales page, to a signed-in unsubscribed user", async () => {
    const page = await unsubscribed.request("/course/demo-iv-cannulation");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Start Learning");
    expect(html).toContain("Learning Outline");
    expect(html).not.toContain(ivText);
    const start = await unsubscribed.postForm("/course/demo-iv-cannulation", {});
    expect(start.headers.get("location")).toBe("/pricing");
  });

  it("answers a course or lesson that does not exist with 404", async () => {
    const missing = await standard.request("/course/demo-iv-cannulation/start/no-such-lesson");
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("Lesson not found");
    expect(missingHtml).toContain("This lesson is not part of Intravenous Cannulation.");
    const lessonOfAnotherCourse = await premium.request(
      "/course/demo-iv-cannulation/start/recognising-deterioration-news2",
    );
    expect(lessonOfAnotherCourse.status).toBe(404);
    const otherHtml = await lessonOfAnotherCourse.text();
    expect(otherHtml).toContain("Lesson not found");
    expect(otherHtml).not.toContain(premiumText);
    const noCourse = await standard.request("/course/no-such-course/start/no-such-lesson");
    expect(noCourse.status).toBe(404);
    expect(await noCourse.text()).toContain("Course or Lesson Not Found");
    const course = await standard.request("/course/no-such-course");
    expect(course.status).toBe(404);
    expect(await course.text()).toContain("Error Loading Course");
  });

  it("keeps a note out of a lesson of another course named in the URL", async () => {
    const response = await standard.postForm(
      "/course/demo-iv-cannulation/start/recognising-deterioration-news2",
      { intent: "note-create", content: "Wrong place" },
    );
    expect(response.status).toBe(404);
    const db = subject.database.db;
    const notes = await db
      .select()
      .from(userNotes)
      .where(and(eq(userNotes.userId, standard.userId)));
    expect(notes).toHaveLength(0);
  });
});
