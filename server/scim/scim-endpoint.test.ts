import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  cohortMembers,
  institutionAccounts,
  institutionSeats,
  profiles,
  scimUsers,
  ssoDomains,
  trainingRecords,
  users,
} from "@server/db/schema/index";
import { insertCohort, insertCourse, offerCourses } from "../../tests/support/cohort-fixtures";
import { createInstitution } from "../../tests/support/institution-fixtures";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { generateScimToken, revokeScimToken } from "./scim-token-admin";

// SCIM 2.0 as Microsoft Entra ID's provisioning service speaks it, against the app on a real
// socket (docs/product/institutions.md#directory-provisioning-scim).
let subject: TestApp;
let server: http.Server;
let base: string;

beforeAll(async () => {
  subject = await startTestApp();
  server = http.createServer(getRequestListener(subject.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/scim/v2`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await subject.close();
});

const core = "urn:ietf:params:scim:schemas:core:2.0:User";
const enterprise = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
const patchOp = "urn:ietf:params:scim:api:messages:2.0:PatchOp";

/** The parts of SCIM's answers the tests read. */
type ScimBody = Record<string, unknown> & {
  id: string;
  active: boolean;
  totalResults: number;
  detail: string;
  scimType: string;
  name: Record<string, string>;
  Resources: Array<Record<string, unknown> & { id: string }>;
};
type Answer = { status: number; type: string | null; body: ScimBody };

/** A request as Entra sends it: bearer token, application/scim+json, no Origin. */
async function scim(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/scim+json",
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (text ? JSON.parse(text) : {}) as ScimBody,
  };
}

/** An Entra-shaped create (its default attribute mappings). */
const entraUser = (email: string, extra: Record<string, unknown> = {}) => ({
  schemas: [core, enterprise],
  externalId: `ext-${email}`,
  userName: email,
  active: true,
  displayName: "Grace Hopper",
  emails: [{ primary: true, type: "work", value: email }],
  name: { formatted: "Grace Hopper", familyName: "Hopper", givenName: "Grace" },
  title: "Staff nurse",
  [enterprise]: { employeeNumber: "RN-1001", department: "Emergency" },
  ...extra,
});

const deactivate = {
  schemas: [patchOp],
  Operations: [{ op: "Replace", path: "active", value: "False" }],
};
const reactivate = {
  schemas: [patchOp],
  Operations: [{ op: "Replace", path: "active", value: "True" }],
};

async function trust(name: string, seatCount = 5) {
  const institution = await createInstitution(subject.database.db, {
    name,
    seatCount,
    emailDomains: [`${name.toLowerCase().replace(/\W+/g, "")}.nhs.uk`],
  });
  const generated = await generateScimToken(subject.database.db, "command line", institution.id);
  return { id: institution.id, domain: institution.emailDomains[0]!, token: generated!.token };
}

const seatOf = async (userId: string) =>
  (
    await subject.database.db
      .select()
      .from(institutionSeats)
      .where(eq(institutionSeats.userId, userId))
  )[0];

const userIdOf = async (scimId: string) =>
  (
    await subject.database.db
      .select({ userId: scimUsers.userId })
      .from(scimUsers)
      .where(eq(scimUsers.id, scimId))
  )[0]!.userId!;

describe("SCIM 2.0 Users", () => {
  it("answers the discovery endpoints in application/scim+json", async () => {
    const { token } = await trust("Discovery Trust");
    const config = await scim(token, "GET", "/ServiceProviderConfig");
    expect(config.status).toBe(200);
    expect(config.type).toContain("application/scim+json");
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const schemas = await scim(token, "GET", "/Schemas");
    expect(schemas.body.Resources.map((s) => s.id)).toEqual([core, enterprise]);
    const types = await scim(token, "GET", "/ResourceTypes");
    expect(types.body.Resources[0]).toMatchObject({ id: "User", endpoint: "/Users" });
  });

  it("creates, finds, deactivates, reactivates, replaces and deletes a user, moving the seat each time", async () => {
    const db = subject.database.db;
    const t = await trust("Harbour Trust");
    const { id: courseId } = await insertCourse(db, `scim-course-${Date.now()}`, 2);
    await offerCourses(db, t.id, [courseId]);
    const email = `grace.hopper@${t.domain}`;

    // Entra first looks the user up, then creates them.
    const missing = await scim(
      t.token,
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`,
    );
    expect(missing.body).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await scim(t.token, "POST", "/Users", entraUser(email));
    expect(created.status).toBe(201);
    expect(created.type).toContain("application/scim+json");
    expect(created.body).toMatchObject({
      userName: email,
      externalId: `ext-${email}`,
      active: true,
      name: { givenName: "Grace", familyName: "Hopper" },
      [enterprise]: { employeeNumber: "RN-1001" },
      meta: { resourceType: "User" },
    });
    const scimId = created.body.id as string;
    const userId = await userIdOf(scimId);
    // A new account: confirmed on the directory's word, no password, named from the directory.
    const [account] = await db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({ email, emailVerified: true, name: "Grace Hopper" });
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      institution: "Harbour Trust",
    });
    expect(await seatOf(userId)).toMatchObject({
      institutionId: t.id,
      source: "scim",
      staffNumber: "RN-1001",
    });

    const got = await scim(t.token, "GET", `/Users/${scimId}`);
    expect(got.body).toMatchObject({ id: scimId, userName: email, active: true });
    const found = await scim(
      t.token,
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${email.toUpperCase()}"`)}`,
    );
    expect(found.body).toMatchObject({ totalResults: 1, startIndex: 1 });
    expect(found.body.Resources[0]?.id).toBe(scimId);
    const byExternal = await scim(
      t.token,
      "GET",
      `/Users?filter=${encodeURIComponent(`externalId eq "ext-${email}"`)}`,
    );
    expect(byExternal.body.totalResults).toBe(1);

    // In a cohort with a course: deactivation keeps the training record, frees the seat.
    const cohortId = await insertCohort(db, t.id, "Emergency nurses", { courseIds: [courseId] });
    await db.insert(cohortMembers).values({ cohortId, institutionId: t.id, userId });
    const off = await scim(t.token, "PATCH", `/Users/${scimId}`, deactivate);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(await seatOf(userId)).toBeUndefined();
    expect(await db.select().from(cohortMembers).where(eq(cohortMembers.userId, userId))).toEqual(
      [],
    );
    const records = await db
      .select()
      .from(trainingRecords)
      .where(eq(trainingRecords.userId, userId));
    expect(records).toMatchObject([{ status: "removed", email, staffNumber: "RN-1001", courseId }]);
    const [seats] = await db
      .select({ held: institutionAccounts.seatsHeld })
      .from(institutionAccounts)
      .where(eq(institutionAccounts.id, t.id));
    expect(seats!.held).toBe(0);

    const on = await scim(t.token, "PATCH", `/Users/${scimId}`, reactivate);
    expect(on.body.active).toBe(true);
    expect(await seatOf(userId)).toMatchObject({ institutionId: t.id, source: "scim" });

    // PUT replaces the attributes; Entra's replace without a path carries an object.
    const put = await scim(
      t.token,
      "PUT",
      `/Users/${scimId}`,
      entraUser(email, {
        name: { givenName: "Grace", familyName: "Murray Hopper" },
        [enterprise]: { employeeNumber: "RN-2002" },
      }),
    );
    expect(put.status).toBe(200);
    expect(put.body.name).toMatchObject({ familyName: "Murray Hopper" });
    expect(await seatOf(userId)).toMatchObject({ staffNumber: "RN-2002" });
    const noPath = await scim(t.token, "PATCH", `/Users/${scimId}`, {
      schemas: [patchOp],
      Operations: [{ op: "replace", value: { active: false, "name.givenName": "G." } }],
    });
    expect(noPath.body).toMatchObject({ active: false, name: { givenName: "G." } });
    expect(await seatOf(userId)).toBeUndefined();
    await scim(t.token, "PATCH", `/Users/${scimId}`, reactivate);

    const deleted = await fetch(`${base}/Users/${scimId}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(deleted.status).toBe(204);
    expect(await seatOf(userId)).toBeUndefined();
    expect((await scim(t.token, "GET", `/Users/${scimId}`)).status).toBe(404);
    // The person keeps their account; the institution keeps its record of them.
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(
      1,
    );
    // One record: since the first deactivation they were in no cohort and completed nothing.
    expect(
      await db.select().from(trainingRecords).where(eq(trainingRecords.userId, userId)),
    ).toHaveLength(1);

    const actions = await db
      .select({ action: auditLog.action, actor: auditLog.actor, subjectType: auditLog.subjectType })
      .from(auditLog)
      .where(and(eq(auditLog.institutionId, t.id), eq(auditLog.subjectId, userId)));
    expect(actions.map((a) => a.action)).toEqual([
      "scim.user-created",
      "scim.user-deactivated",
      "scim.user-activated",
      "scim.user-updated",
      "scim.user-deactivated",
      "scim.user-activated",
      "scim.user-deleted",
    ]);
    expect(new Set(actions.map((a) => `${a.actor}/${a.subjectType}`))).toEqual(
      new Set(["SCIM/user"]),
    );
  });

  it("refuses a missing, wrong or revoked token with 401 in SCIM's error shape", async () => {
    const t = await trust("Revoked Trust");
    const wrong = await scim("scim_not-a-token", "GET", "/Users");
    expect(wrong.status).toBe(401);
    expect(wrong.type).toContain("application/scim+json");
    expect(wrong.body).toMatchObject({
      schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"],
      status: "401",
    });
    expect((await fetch(`${base}/Users`)).status).toBe(401);
    expect((await scim(t.token, "GET", "/Users")).status).toBe(200);
    await revokeScimToken(subject.database.db, "command line", t.id);
    expect((await scim(t.token, "GET", "/Users")).status).toBe(401);
    expect((await scim(t.token, "POST", "/Users", entraUser(`x@${t.domain}`))).status).toBe(401);
  });

  it("never shows or changes another institution's users: 404, nothing changed", async () => {
    const ours = await trust("Ours Trust");
    const theirs = await trust("Theirs Trust");
    const email = `ada@${ours.domain}`;
    const created = await scim(ours.token, "POST", "/Users", entraUser(email));
    const scimId = created.body.id as string;
    const userId = await userIdOf(scimId);
    expect((await scim(theirs.token, "GET", `/Users/${scimId}`)).status).toBe(404);
    expect((await scim(theirs.token, "PATCH", `/Users/${scimId}`, deactivate)).status).toBe(404);
    expect(
      (await scim(theirs.token, "PUT", `/Users/${scimId}`, entraUser(email, { active: false })))
        .status,
    ).toBe(404);
    expect((await scim(theirs.token, "DELETE", `/Users/${scimId}`)).status).toBe(404);
    const listed = await scim(
      theirs.token,
      "GET",
      `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`,
    );
    expect(listed.body.totalResults).toBe(0);
    expect(await seatOf(userId)).toMatchObject({ institutionId: ours.id });
    expect((await scim(ours.token, "GET", `/Users/${scimId}`)).body.active).toBe(true);
  });

  it("refuses a user past the seat count with a clear 409, and takes nothing", async () => {
    const t = await trust("Full Trust", 1);
    expect((await scim(t.token, "POST", "/Users", entraUser(`one@${t.domain}`))).status).toBe(201);
    const refused = await scim(t.token, "POST", "/Users", entraUser(`two@${t.domain}`));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "All 1 seats of Full Trust are taken, so this user was not given one. Deactivate users who have left, or ask Clinova for more seats, then retry.",
    );
    expect(
      await subject.database.db
        .select()
        .from(users)
        .where(eq(users.email, `two@${t.domain}`)),
    ).toEqual([]);
    // Inactive users take no seat; activating one past the count is refused the same way.
    const inactive = await scim(
      t.token,
      "POST",
      "/Users",
      entraUser(`three@${t.domain}`, { active: false }),
    );
    expect(inactive.status).toBe(201);
    const activate = await scim(t.token, "PATCH", `/Users/${inactive.body.id}`, reactivate);
    expect(activate.status).toBe(409);
    expect((await scim(t.token, "GET", `/Users/${inactive.body.id}`)).body.active).toBe(false);
  });

  it("gives an existing account the seat only in a proven domain, and never one holding another institution's seat", async () => {
    const db = subject.database.db;
    const t = await trust("Proven Trust");
    const other = await trust("Other Trust");
    const existing = async (email: string) => {
      const id = crypto.randomUUID();
      await db.insert(users).values({ id, email, name: email });
      return id;
    };
    const unproven = await existing(`kim@${t.domain}`);
    const refused = await scim(t.token, "POST", "/Users", entraUser(`kim@${t.domain}`));
    expect(refused.status).toBe(409);
    expect(refused.body.scimType).toBe("uniqueness");
    expect(await seatOf(unproven)).toBeUndefined();

    await db
      .insert(ssoDomains)
      .values({ domain: t.domain, institutionId: t.id, token: "t", verifiedAt: new Date() });
    const joined = await scim(t.token, "POST", "/Users", entraUser(`kim@${t.domain}`));
    expect(joined.status).toBe(201);
    expect(await seatOf(unproven)).toMatchObject({ institutionId: t.id, source: "scim" });

    const elsewhere = await existing(`lee@${t.domain}`);
    await db
      .insert(institutionSeats)
      .values({ institutionId: other.id, userId: elsewhere, source: "invitation" });
    const taken = await scim(t.token, "POST", "/Users", entraUser(`lee@${t.domain}`));
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toContain("holds a seat of another institution");

    const duplicate = await scim(t.token, "POST", "/Users", entraUser(`kim@${t.domain}`));
    expect(duplicate).toMatchObject({ status: 409, body: { scimType: "uniqueness" } });
    const outside = await scim(t.token, "POST", "/Users", entraUser("someone@gmail.com"));
    expect(outside).toMatchObject({ status: 400, body: { scimType: "invalidValue" } });
  });

  it("is not refused by the same-origin guard, and refuses filters it does not support", async () => {
    const t = await trust("Guard Trust");
    const posted = await scim(t.token, "POST", "/Users", entraUser(`pat@${t.domain}`), {
      origin: "https://portal.azure.example",
    });
    expect(posted.status).toBe(201);
    const filter = await scim(
      t.token,
      "GET",
      `/Users?filter=${encodeURIComponent('displayName co "a"')}`,
    );
    expect(filter).toMatchObject({ status: 400, body: { scimType: "invalidFilter" } });
    const page = await scim(t.token, "GET", "/Users?startIndex=1&count=0");
    expect(page.body).toMatchObject({ totalResults: 1, itemsPerPage: 0, Resources: [] });
  });
  it("answers 429 to an address that keeps sending wrong tokens, while a right token still works", async () => {
    const t = await trust("Throttle Trust");
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await scim("scim_guess", "GET", "/Users")).status);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(30);
    expect((await scim(t.token, "GET", "/Users")).status).toBe(200);
  });
});
