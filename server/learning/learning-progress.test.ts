import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { courseEnrollments, courses, lessons, userNotes, userProgress } from "../db/schema/index";
import { seedAll } from "../db/seed/seed";

let subject: TestApp;
let ada: Learner;
let ben: Learner;

const course = "/course/venepuncture-essentials";
const firstLesson = `${course}/start/preparation-consent-and-patient-identification`;

beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  ada = await signUpLearner(subject, "ada@example.org", { tier: "standard" });
  ben = await signUpLearner(subject, "ben@example.org", { tier: "standard" });
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;

async function progressOf(learner: Learner, slug: string) {
  const [row] = await db()
    .select({ completed: userProgress.completed, lastPosition: userProgress.lastPosition })
    .from(userProgress)
    .innerJoin(lessons, eq(lessons.id, userProgress.lessonId))
    .where(and(eq(userProgress.userId, learner.userId), eq(lessons.slug, slug)));
  return row ?? null;
}

describe("enrolment", () => {
  it("happens once, however many requests race to enrol", async () => {
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () => ada.request(`${course}/start`)),
      ...Array.from({ length: 4 }, () => ada.postForm(course, {})),
    ]);
    for (const response of responses) expect([200, 302]).toContain(response.status);
    const [row] = await db()
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "venepuncture-essentials"));
    const rows = await db()
      .select()
      .from(courseEnrollments)
      .where(
        and(eq(courseEnrollments.userId, ada.userId), eq(courseEnrollments.courseId, row!.id)),
      );
    expect(rows).toHaveLength(1);
  });

  it("Start Learning enrols and opens the player, saying so only the first time", async () => {
    const first = await ben.postForm(course, {});
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`${course}/start`);
    expect(first.headers.getSetCookie().join()).toContain("Successfully%20enrolled");
    const again = await ben.postForm(course, {});
    expect(again.headers.get("location")).toBe(`${course}/start`);
    expect(again.headers.getSetCookie().join()).not.toContain("Successfully%20enrolled");
  });
});

describe("lesson progress (spec §4)", () => {
  const lesson = "preparation-consent-and-patient-identification";

  it("goes from none to created with a last position, completed still false", async () => {
    expect(await progressOf(ada, lesson)).toBeNull();
    const response = await ada.postForm(firstLesson, { intent: "position", position: "42.5" });
    expect(response.status).toBe(200);
    expect(await progressOf(ada, lesson)).toEqual({ completed: false, lastPosition: 42.5 });
  });

  it("goes from incomplete to completed, keeping the position", async () => {
    await ada.postForm(firstLesson, { intent: "complete" });
    expect(await progressOf(ada, lesson)).toEqual({ completed: true, lastPosition: 42.5 });
  });

  it("stays completed when the position moves or completion is asked again", async () => {
    await ada.postForm(firstLesson, { intent: "position", position: "3" });
    await ada.postForm(firstLesson, { intent: "complete" });
    await ada.postForm(firstLesson, { intent: "vr-start" });
    expect(await progressOf(ada, lesson)).toEqual({ completed: true, lastPosition: 3 });
  });

  it("saves a position sent to the data endpoint, as the player's keepalive request does", async () => {
    const response = await ada.postForm(`${firstLesson}.data`, {
      intent: "position",
      position: "7",
    });
    expect(response.ok).toBe(true);
    expect((await progressOf(ada, lesson))?.lastPosition).toBe(7);
  });

  it("completes the lesson being left when moving to the next", async () => {
    const response = await ben.postForm(firstLesson, {
      intent: "next",
      nextRef: "choosing-a-vein",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${course}/start/choosing-a-vein`);
    expect(await progressOf(ben, lesson)).toEqual({ completed: true, lastPosition: null });
    expect(await progressOf(ben, "choosing-a-vein")).toBeNull();
  });

  it("shows the ticks and the resume point after a reload", async () => {
    const html = await (await ada.request(firstLesson)).text();
    expect(html).toContain("1 of 4 lessons complete");
    expect(html).toContain("(completed)");
    const dashboard = await (await ada.request("/dashboard")).text();
    expect(dashboard).toContain("Continue where you left off");
    expect(dashboard).toContain("stopped at 0:07");
  });

  it("refuses a position that is not a number of seconds", async () => {
    for (const position of ["-1", "abc", "1e9"]) {
      const response = await ada.postForm(firstLesson, { intent: "position", position });
      expect(response.status).toBe(400);
    }
    expect((await progressOf(ada, lesson))?.lastPosition).toBe(7);
  });
});

describe("notes are their owner's alone", () => {
  let adaNoteId = "";

  it("saves a note and lists it newest first", async () => {
    await ada.postForm(firstLesson, {
      intent: "note-create",
      content: "Check the request form first.",
    });
    const response = await ada.postForm(firstLesson, {
      intent: "note-create",
      content: "Label at the bedside.",
    });
    expect(response.status).toBe(200);
    const notes = await db().select().from(userNotes).where(eq(userNotes.userId, ada.userId));
    expect(notes).toHaveLength(2);
    adaNoteId = notes.find((note) => note.content === "Check the request form first.")!.id;
    const html = await (await ada.request(`${firstLesson}?tab=notes`)).text();
    expect(html.indexOf("Label at the bedside.")).toBeLessThan(
      html.indexOf("Check the request form first."),
    );
    expect(await (await ben.request(`${firstLesson}?tab=notes`)).text()).not.toContain(
      "Label at the bedside.",
    );
  });

  it("does not save a blank note", async () => {
    const response = await ada.postForm(firstLesson, { intent: "note-create", content: "   \n " });
    expect(response.status).toBe(400);
    expect(
      await db().select().from(userNotes).where(eq(userNotes.userId, ada.userId)),
    ).toHaveLength(2);
  });

  it("gives another user 404 on edit and delete, and changes nothing", async () => {
    const edit = await ben.postForm(firstLesson, {
      intent: "note-update",
      noteId: adaNoteId,
      content: "Hijacked",
    });
    expect(edit.status).toBe(404);
    expect(await edit.text()).toContain("Failed to update note");
    const remove = await ben.postForm(firstLesson, { intent: "note-delete", noteId: adaNoteId });
    expect(remove.status).toBe(404);
    const [note] = await db().select().from(userNotes).where(eq(userNotes.id, adaNoteId));
    expect(note?.content).toBe("Check the request form first.");
  });

  it("lets the owner edit and delete", async () => {
    const edit = await ada.postForm(firstLesson, {
      intent: "note-update",
      noteId: adaNoteId,
      content: "Check the request form and the patient's wristband.",
    });
    expect(edit.status).toBe(200);
    const [edited] = await db().select().from(userNotes).where(eq(userNotes.id, adaNoteId));
    expect(edited?.content).toBe("Check the request form and the patient's wristband.");
    const remove = await ada.postForm(firstLesson, { intent: "note-delete", noteId: adaNoteId });
    expect(remove.status).toBe(200);
    expect(await db().select().from(userNotes).where(eq(userNotes.id, adaNoteId))).toHaveLength(0);
  });
});
