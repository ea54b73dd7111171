import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// The manager area's gate (issue 15): a manager of A gets the 404 page for every address of B,
// and someone who manages nothing gets it for /manage itself.
let subject: TestApp;
let managerOfA: Learner;
let managerOfBoth: Learner;
let a: { id: string; name: string };
let b: { id: string; name: string };

beforeAll(async () => {
  subject = await startTestApp();
  managerOfA = await signUpLearner(subject, "lead-a@gate.test");
  managerOfBoth = await signUpLearner(subject, "lead-both@gate.test");
  const { db } = subject.database;
  a = await createInstitution(db, {
    name: "Ashdown Trust",
    managers: [managerOfA.userId, managerOfBoth.userId],
  });
  b = await createInstitution(db, { name: "Brackwater Trust", managers: [managerOfBoth.userId] });
});
afterAll(async () => {
  await subject.close();
});

describe("/manage", () => {
  it("opens the only institution of its manager", async () => {
    const response = await managerOfA.request("/manage");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/manage/${a.id}`);
  });

  it("lists the institutions of a manager of several", async () => {
    const response = await managerOfBoth.request("/manage");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="/manage/${a.id}"`);
    expect(html).toContain(`href="/manage/${b.id}"`);
  });

  it("answers 404 to a signed-in person who manages nothing", async () => {
    const learner = await signUpLearner(subject, "learner@gate.test");
    expect((await learner.request("/manage")).status).toBe(404);
    expect((await learner.request(`/manage/${a.id}`)).status).toBe(404);
  });
});

describe("an institution's overview", () => {
  it("shows the name, the seats and the contract to its manager", async () => {
    const response = await managerOfA.request(`/manage/${a.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Ashdown Trust");
    expect(html).toContain("0 of 5");
  });

  it("answers 404 to the manager of another institution, and to an unknown id", async () => {
    expect((await managerOfA.request(`/manage/${b.id}`)).status).toBe(404);
    expect((await managerOfA.request("/manage/not-a-uuid")).status).toBe(404);
  });
});
