import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  cohortMembers,
  cohorts,
  courses,
  institutionInvitations,
  institutionSeats,
} from "@server/db/schema";
import { listOutbox, outboxDir } from "@server/mail/outbox";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { httpSession } from "../../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { multipart } from "../../../tests/support/multipart";
import { seededAppForThisFile } from "../../../tests/support/test-app";

// CSV invitations with names and numbers, forgiving cohort names, the invitation's details on
// sign-up and on the seat, their audit entries, and no plan prompts for seat holders
// (docs/product/institutions.md#inviting-from-a-csv-file, decision 0065).
const seeded = seededAppForThisFile();
let manager: Learner;
let institution: { id: string; name: string };
let cohortId: string;
let courseSlug: string;

beforeAll(async () => {
  const { db } = seeded.app.database;
  manager = await signUpLearner(seeded.app, "lead@import.test");
  const [course] = await db
    .select()
    .from(courses)
    .where(eq(courses.requiredTier, "standard"))
    .limit(1);
  courseSlug = course!.slug;
  institution = await createInstitution(db, {
    name: "Harrowgate Trust",
    seatCount: 10,
    managers: [manager.userId],
    courseIds: [course!.id],
  });
  const [cohort] = await db
    .insert(cohorts)
    .values({ institutionId: institution.id, name: "F1 doctors – August" })
    .returning({ id: cohorts.id });
  cohortId = cohort!.id;
});

const importPath = () => `/manage/${institution.id}/learners/import`;
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

async function invitationLink(to: string) {
  await seeded.app.mailQueueSettled();
  const sent = await listOutbox(outboxDir(seeded.app.config.dataDir), 500);
  const link = sent.find((m) => m.to === to)?.text.match(/\/invitations\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no invitation email to ${to}`);
  return link;
}

const auditOf = (action: string) =>
  seeded.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.institutionId, institution.id)));

describe("a CSV with names, numbers and a loosely typed cohort", () => {
  it("previews the match and the details, then stores them on the invitations", async () => {
    const file = [
      "E-mail,First name,Surname,Staff No.,GMC/NMC number,cohort",
      "asha@import.test,Asha,Patel,100234,7654321,f1 doctors - august",
      "bad@import.test,Ben,Ames,12;34,,",
      "lost@import.test,,,,,Porters",
    ].join("\n");
    const response = await manager.request(
      importPath(),
      await multipart({
        intent: "preview",
        file: { name: "staff.csv", bytes: new TextEncoder().encode(file), type: "text/csv" },
      }),
    );
    expect(response.status).toBe(200);
    const raw = await response.text();
    const html = decode(raw);
    expect(html).toContain("Matched ‘F1 doctors – August’");
    expect(html).toContain("Asha Patel");
    expect(html).toContain("Staff number");
    expect(html).toContain(
      "The staff number may contain letters, digits, spaces, hyphens and slashes only",
    );
    expect(html).toContain("Unknown cohort");
    expect(await auditOf("invitation.sent")).toEqual([]);

    const rows = decode(raw.match(/name="rows" value="([^"]+)"/)?.[1] ?? "");
    const expected = decode(raw.match(/name="expected" value="([^"]+)"/)?.[1] ?? "");
    expect(JSON.parse(expected)).toEqual(["asha@import.test"]);
    const confirmed = await manager.postForm(importPath(), {
      intent: "confirm",
      rows,
      expected,
    });
    expect(confirmed.status).toBe(302);
    const [stored] = await seeded.app.database.db
      .select()
      .from(institutionInvitations)
      .where(eq(institutionInvitations.email, "asha@import.test"));
    expect(stored).toMatchObject({
      cohortId,
      firstName: "Asha",
      lastName: "Patel",
      staffNumber: "100234",
      registrationNumber: "7654321",
    });
    const sent = await auditOf("invitation.sent");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      actorId: manager.userId,
      actor: "lead@import.test",
      subjectType: "invitation",
      subjectId: stored!.id,
      summary: "Invited asha@import.test to F1 doctors – August",
    });
    expect(sent[0]!.ipAddress).toBeTruthy();
  });

  it("fills in sign-up from the invitation and holds the address on the server", async () => {
    const link = await invitationLink("asha@import.test");
    const visitor = httpSession(seeded.app);
    const page = decode(await (await visitor.request(`/signup?redirectTo=${link}`)).text());
    expect(page).toMatch(
      /<input[^>]*name="email"[^>]*value="asha@import.test"[^>]*readOnly|<input[^>]*readOnly[^>]*value="asha@import.test"/i,
    );
    expect(page).toContain('value="Asha"');
    expect(page).toContain('value="Patel"');
    expect(page).toContain('value="7654321"');
    expect(page).toContain("Harrowgate Trust invited this address.");

    // Any other link prefills nothing.
    const plain = await (await visitor.request("/signup?redirectTo=/dashboard")).text();
    expect(plain).not.toContain("asha@import.test");

    const swapped = await visitor.postForm("/signup", {
      firstName: "Asha",
      lastName: "Patel",
      professionalRegType: "doctor",
      regNo: "7654321",
      institution: "Harrowgate Trust",
      email: "someone.else@import.test",
      password: "strong-pass-42!",
      redirectTo: link,
    });
    expect(swapped.status).toBe(422);
    expect(decode(await swapped.text())).toContain(
      "This invitation is for asha@import.test. Sign up with that address",
    );
  });

  it("puts the invitation's staff number on the seat and audits the join", async () => {
    const link = await invitationLink("asha@import.test");
    const asha = await signUpLearner(seeded.app, "asha@import.test");
    const accepted = await asha.postForm(link, {});
    expect(accepted.status).toBe(302);
    const { db } = seeded.app.database;
    const [seat] = await db
      .select()
      .from(institutionSeats)
      .where(eq(institutionSeats.userId, asha.userId));
    expect(seat).toMatchObject({ institutionId: institution.id, staffNumber: "100234" });
    expect(
      await db.select().from(cohortMembers).where(eq(cohortMembers.userId, asha.userId)),
    ).toHaveLength(1);
    const joined = await auditOf("learner.joined");
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({
      actorId: asha.userId,
      subjectType: "user",
      subjectId: asha.userId,
      summary: "asha@import.test joined via invitation",
    });
    expect(joined[0]!.ipAddress).toBeTruthy();

    // The seat holder is offered no plan for the courses the seat opens.
    const dashboard = await (await asha.request("/dashboard")).text();
    expect(dashboard).not.toContain("Choose a plan");
    // Its course's card opens the course; courses outside the seat may still offer plans.
    expect(dashboard).toContain(`href="/course/${courseSlug}"`);
    expect(dashboard).not.toContain(`href="/course/${courseSlug}/start"`);
    const course = await (await asha.request(`/course/${courseSlug}`)).text();
    expect(course).not.toContain("Subscribe to start this course");
    expect(course).not.toContain("See plans");
    // Someone without a seat still is.
    const stranger = await signUpLearner(seeded.app, "stranger@import.test");
    expect(await (await stranger.request("/dashboard")).text()).toContain("Choose a plan");
  });
});

describe("resending and revoking", () => {
  it("records who did it, in the institution's log", async () => {
    const learners = `/manage/${institution.id}/learners`;
    await manager.postForm(learners, { intent: "invite", email: "twice@import.test" });
    const open = async () => {
      const [row] = await seeded.app.database.db
        .select({ id: institutionInvitations.id, revokedAt: institutionInvitations.revokedAt })
        .from(institutionInvitations)
        .where(eq(institutionInvitations.email, "twice@import.test"))
        .orderBy(institutionInvitations.createdAt);
      return row!;
    };
    const first = await open();
    expect(
      (await manager.postForm(learners, { intent: "resend", invitationId: first.id })).status,
    ).toBe(302);
    const resent = await auditOf("invitation.resent");
    expect(resent).toHaveLength(1);
    expect(resent[0]).toMatchObject({
      actor: "lead@import.test",
      summary: "Sent the invitation to twice@import.test again",
    });
    const [current] = await seeded.app.database.db
      .select({ id: institutionInvitations.id })
      .from(institutionInvitations)
      .where(
        and(
          eq(institutionInvitations.email, "twice@import.test"),
          eq(institutionInvitations.id, resent[0]!.subjectId!),
        ),
      );
    expect(
      (await manager.postForm(learners, { intent: "revoke", invitationId: current!.id })).status,
    ).toBe(302);
    const revoked = await auditOf("invitation.revoked");
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({
      actorId: manager.userId,
      subjectId: current!.id,
      summary: "Revoked the invitation to twice@import.test",
    });

    // Another institution's manager cannot revoke it: 404, and nothing more is recorded.
    const other = await signUpLearner(seeded.app, "other-lead@import.test");
    const elsewhere = await createInstitution(seeded.app.database.db, { managers: [other.userId] });
    const refused = await other.postForm(`/manage/${elsewhere.id}/learners`, {
      intent: "revoke",
      invitationId: first.id,
    });
    expect(refused.status).toBe(404);
    expect(await auditOf("invitation.revoked")).toHaveLength(1);
  });
});
