import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { userNotes } from "../db/schema/index";
import { seedAll } from "../db/seed/seed";

// Notes written offline are sent again until an answer arrives (docs/product/offline.md#notes-offline, "accessible anywhere"):
// the device's id makes every resend save the note once, in the account it was written in.

let subject: TestApp;
let ada: Learner;
let ben: Learner;

const lesson =
  "/course/venepuncture-essentials/start/preparation-consent-and-patient-identification";
// The queue posts where the player's own fetches go: the route's data URL.
const dataUrl = `${lesson}.data`;

beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  ada = await signUpLearner(subject, "ada.offline@example.org", { tier: "standard" });
  ben = await signUpLearner(subject, "ben.offline@example.org", { tier: "standard" });
});
afterAll(async () => {
  await subject.close();
});

const notesWithId = (id: string) =>
  subject.database.db.select().from(userNotes).where(eq(userNotes.id, id));

function queued(learner: Learner, noteId: string, content: string) {
  return { intent: "note-create", noteId, content, writtenBy: learner.userId };
}

describe("a note written offline", () => {
  it("is saved once however many times it is sent", async () => {
    const noteId = randomUUID();
    const sends = await Promise.all(
      Array.from({ length: 4 }, () =>
        ada.postForm(dataUrl, queued(ada, noteId, "Ask about the tourniquet time.")),
      ),
    );
    for (const response of sends) expect(response.status).toBe(200);
    const again = await ada.postForm(lesson, queued(ada, noteId, "Ask about the tourniquet time."));
    expect(again.status).toBe(200);
    const rows = await notesWithId(noteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: ada.userId,
      content: "Ask about the tourniquet time.",
    });
  });

  it("answers 404 and changes nothing when its id is another user's note", async () => {
    const noteId = randomUUID();
    await ada.postForm(dataUrl, queued(ada, noteId, "Ada's own words."));
    const response = await ben.postForm(dataUrl, queued(ben, noteId, "Ben's words."));
    expect(response.status).toBe(404);
    const rows = await notesWithId(noteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: ada.userId, content: "Ada's own words." });
  });

  it("is refused, and not saved, while another account is signed in", async () => {
    const noteId = randomUUID();
    const response = await ben.postForm(dataUrl, queued(ada, noteId, "Written by Ada offline."));
    expect(response.status).toBe(409);
    expect(await notesWithId(noteId)).toHaveLength(0);
    const byAda = await ada.postForm(dataUrl, queued(ada, noteId, "Written by Ada offline."));
    expect(byAda.status).toBe(200);
    expect((await notesWithId(noteId))[0]?.userId).toBe(ada.userId);
  });

  it("refuses an id that is not a UUID", async () => {
    const response = await ada.postForm(dataUrl, queued(ada, "not-an-id", "Some words."));
    expect(response.status).toBe(400);
  });
});
