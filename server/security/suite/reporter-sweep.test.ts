import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  cohortCourses,
  cohortMembers,
  cohorts,
  institutionAccounts,
  institutionInvitations,
  institutionManagers,
  institutionSeats,
} from "@server/db/schema";
import { newInvitationToken } from "@server/institutions/invitation-token";
import { builtRoutes, fillPath, type BuiltRoute } from "../../../tests/support/route-table";
import { multipart } from "../../../tests/support/multipart";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { routeScopes } from "./route-scopes";

// The reporter (docs/product/institutions.md#roles): read and export only. Every route of the
// manager area, from the built route table, is walked with a reporter's session: each page and
// export opens (200), every POST answers 404 whatever it asks, and nothing of the institution
// changes. A route added to the manager area is in this sweep without anyone listing it.
let subject: TestApp;
let reporter: Learner;
let learner: Learner;
let institution: { id: string; name: string };
let cohortId: string;
let routes: BuiltRoute[];

beforeAll(async () => {
  subject = await startTestApp();
  const { db } = subject.database;
  reporter = await signUpLearner(subject, "reporter@sweep.test");
  const manager = await signUpLearner(subject, "manager@sweep.test");
  learner = await signUpLearner(subject, "learner@sweep.test");
  institution = await createInstitution(db, {
    name: "Quillmoor Trust",
    managers: [manager.userId],
    reporters: [reporter.userId],
  });
  await db
    .insert(institutionSeats)
    .values({ institutionId: institution.id, userId: learner.userId, source: "invitation" });
  const [cohort] = await db
    .insert(cohorts)
    .values({ institutionId: institution.id, name: "Quillmoor intake" })
    .returning();
  cohortId = cohort!.id;
  await db
    .insert(cohortMembers)
    .values({ cohortId, institutionId: institution.id, userId: learner.userId });
  await db.insert(institutionInvitations).values({
    institutionId: institution.id,
    email: "invited@sweep.test",
    tokenHash: newInvitationToken().tokenHash,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  routes = (await builtRoutes()).filter(
    (route) => routeScopes[route.id]?.kind === "manager" && route.path,
  );
}, 120_000);
afterAll(async () => {
  await subject?.close();
});

/** Everything of the institution a write could change; the reporter's own sign-in entry aside. */
async function stateOfInstitution() {
  const { db } = subject.database;
  const id = institution.id;
  return {
    account: await db.select().from(institutionAccounts).where(eq(institutionAccounts.id, id)),
    seats: await db.select().from(institutionSeats).where(eq(institutionSeats.institutionId, id)),
    invitations: await db
      .select()
      .from(institutionInvitations)
      .where(eq(institutionInvitations.institutionId, id)),
    managers: await db
      .select()
      .from(institutionManagers)
      .where(eq(institutionManagers.institutionId, id)),
    cohorts: await db.select().from(cohorts).where(eq(cohorts.institutionId, id)),
    members: await db.select().from(cohortMembers).where(eq(cohortMembers.institutionId, id)),
    courses: await db.select().from(cohortCourses).where(eq(cohortCourses.cohortId, cohortId)),
    audit: await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.institutionId, id), ne(auditLog.action, "manager.signed-in"))),
  };
}

/** Every form the manager area posts, by intent, with the ids of this institution. */
const bodies = (): Record<string, string>[] => [
  { name: "Reporter's cohort", dueDate: "2030-01-01" },
  { intent: "invite", email: "new@sweep.test", cohortId },
  { intent: "remove", userId: learner.userId },
  { intent: "revoke", invitationId: "00000000-0000-4000-8000-000000000000" },
  { intent: "resend", invitationId: "00000000-0000-4000-8000-000000000000" },
  { intent: "name-manager", email: "reporter@sweep.test" },
  { intent: "details", name: "Renamed by a reporter", dueDate: "" },
  { intent: "courses", courseIds: "" },
  { intent: "add-members", emails: "learner@sweep.test" },
  { intent: "remove-member", userId: learner.userId },
  {
    intent: "confirm",
    rows: JSON.stringify([{ line: 2, email: "csv@sweep.test", cohort: "" }]),
    expected: JSON.stringify(["csv@sweep.test"]),
  },
  { intent: "delete" },
  { intent: "bulk", userIds: learner.userId, action: "remove" },
];

describe("a reporter in the manager area", () => {
  it("opens every page and downloads every export", async () => {
    const ids: Record<string, string> = {
      institutionId: institution.id,
      cohortId,
      userId: learner.userId,
    };
    const answers: string[] = [];
    let opened = 0;
    for (const route of routes) {
      if (!route.loader || !route.params.every((name) => ids[name])) continue;
      const path = fillPath(route.path!, ids);
      const response = await reporter.request(path);
      await response.arrayBuffer();
      opened++;
      // /manage opens the reporter's only institution.
      const fine = route.params.length === 0 ? [200, 302] : [200];
      if (!fine.includes(response.status)) answers.push(`GET ${path}: ${response.status}`);
    }
    expect(answers).toEqual([]);
    expect(opened).toBeGreaterThanOrEqual(8);
  });

  it("gets 404 for every write, and nothing of the institution changes", async () => {
    const before = await stateOfInstitution();
    const ids: Record<string, string> = {
      institutionId: institution.id,
      cohortId,
      userId: learner.userId,
    };
    const answers: string[] = [];
    let posted = 0;
    for (const route of routes) {
      if (route.params.length === 0) continue;
      const path = fillPath(
        route.path!,
        Object.fromEntries(route.params.map((name) => [name, ids[name] ?? cohortId])),
      );
      // The overview's one form sets the reader's own monthly report, which a reporter may do
      // (institution:view; overview.test.ts): its writes to the institution are the others'.
      if (route.id === "routes/manage/overview") continue;
      // A route without an action has nothing to write: React Router answers 405 there.
      const refused = route.action ? [404] : [404, 405];
      for (const body of bodies()) {
        const response = await reporter.postForm(path, body);
        posted++;
        if (!refused.includes(response.status)) {
          answers.push(`POST ${path} ${body.intent ?? "(form)"}: ${response.status}`);
        }
      }
      const upload = await reporter.request(
        path,
        await multipart({
          intent: "preview",
          file: { name: "list.csv", bytes: new TextEncoder().encode("email\nx@sweep.test\n") },
        }),
      );
      if (!refused.includes(upload.status)) answers.push(`POST ${path} preview: ${upload.status}`);
    }
    expect(answers).toEqual([]);
    expect(posted).toBeGreaterThan(50);
    expect(await stateOfInstitution()).toEqual(before);
  });

  it("sees no form or button that changes something, and the read-only note", async () => {
    const base = `/manage/${institution.id}`;
    for (const path of [
      `${base}/cohorts`,
      `${base}/learners`,
      `${base}/learners/import`,
      `${base}/cohorts/${cohortId}/settings`,
    ]) {
      const html = await (await reporter.request(path)).text();
      expect(html, path).toContain("Read-only access");
      // Forms that post to the manager area (the header's sign-out posts elsewhere).
      const writes = [...html.matchAll(/<form\b[^>]*>/gi)]
        .map(([tag]) => tag)
        .filter((tag) => /method="post"/i.test(tag) && !/action="\/(auth|api)\//.test(tag));
      expect(writes, path).toEqual([]);
      for (const label of ["Create cohort", "Send invitation", "Revoke", "Add to cohort"]) {
        expect(html, path).not.toContain(`>${label}<`);
      }
    }
  });
});
