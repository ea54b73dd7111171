import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cohorts,
  institutionInvitations,
  institutionManagers,
  institutionSeats,
} from "@server/db/schema";
import { newInvitationToken } from "@server/institutions/invitation-token";
import { routeScopes } from "@server/security/suite/route-scopes";
import { builtRoutes, fillPath } from "../../../tests/support/route-table";
import { multipart } from "../../../tests/support/multipart";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// The manager area's gate (docs/product/institutions.md#manager-area): a manager of A gets the 404 page for every address of B,
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

describe("the manager of A, at every address and action of B", () => {
  it("gets 404 everywhere, and nothing of B's changes", async () => {
    const { db } = subject.database;
    const learnerOfB = await signUpLearner(subject, "learner-b@gate.test");
    await db
      .insert(institutionSeats)
      .values({ institutionId: b.id, userId: learnerOfB.userId, source: "invitation" });
    const [invitation] = await db
      .insert(institutionInvitations)
      .values({
        institutionId: b.id,
        email: "invited-b@gate.test",
        tokenHash: newInvitationToken().tokenHash,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const [cohort] = await db
      .insert(cohorts)
      .values({ institutionId: b.id, name: "B's intake" })
      .returning();
    const stateOfB = async () => ({
      seats: await db
        .select()
        .from(institutionSeats)
        .where(eq(institutionSeats.institutionId, b.id)),
      invitations: await db
        .select()
        .from(institutionInvitations)
        .where(eq(institutionInvitations.institutionId, b.id)),
      managers: await db
        .select()
        .from(institutionManagers)
        .where(eq(institutionManagers.institutionId, b.id)),
    });
    const before = await stateOfB();

    const bodies: Record<string, string>[] = [
      { intent: "invite", email: "new@gate.test", cohortId: cohort!.id },
      { intent: "remove", userId: learnerOfB.userId },
      { intent: "revoke", invitationId: invitation!.id },
      { intent: "resend", invitationId: invitation!.id },
      { intent: "name-manager", email: "lead-a@gate.test" },
      {
        intent: "confirm",
        rows: JSON.stringify([{ line: 2, email: "csv@gate.test", cohort: "" }]),
        expected: JSON.stringify(["csv@gate.test"]),
      },
    ];
    const answers: string[] = [];
    const routes = (await builtRoutes()).filter(
      (route) =>
        routeScopes[route.id]?.kind === "manager" && route.params.includes("institutionId"),
    );
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const route of routes) {
      const path = fillPath(route.path!, {
        institutionId: b.id,
        cohortId: cohort!.id,
        userId: learnerOfB.userId,
      });
      if (route.loader) {
        const response = await managerOfA.request(path);
        if (response.status !== 404) answers.push(`GET ${path}: ${response.status}`);
      }
      if (!route.action) continue;
      // A form posts to an index route (the overview) with `?index`, as React Router's do.
      const postPath = route.index ? `${path}?index` : path;
      for (const body of bodies) {
        const response = await managerOfA.postForm(postPath, body);
        if (response.status !== 404)
          answers.push(`POST ${path} ${body.intent}: ${response.status}`);
      }
      const upload = await managerOfA.request(
        postPath,
        await multipart({
          intent: "preview",
          file: { name: "list.csv", bytes: new TextEncoder().encode("email\nx@gate.test\n") },
        }),
      );
      if (upload.status !== 404) answers.push(`POST ${path} preview: ${upload.status}`);
    }
    expect(answers).toEqual([]);
    expect(await stateOfB()).toEqual(before);
  });
});
