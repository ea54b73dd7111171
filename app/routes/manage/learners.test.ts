import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courses, institutionInvitations, institutionSeats } from "@server/db/schema";
import { listOutbox, outboxDir } from "@server/mail/outbox";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { multipart } from "../../../tests/support/multipart";
import { seededAppForThisFile } from "../../../tests/support/test-app";

// The learners page and invitations end to end, in-process (docs/product/institutions.md#invitations): invite, accept through
// the link, remove; the CSV preview applies nothing until confirmed.
const seeded = seededAppForThisFile();
let manager: Learner;
let institution: { id: string; name: string };
let courseSlug: string;

beforeAll(async () => {
  const { db } = seeded.app.database;
  manager = await signUpLearner(seeded.app, "lead@learners.test");
  const [course] = await db.select().from(courses).limit(1);
  courseSlug = course!.slug;
  institution = await createInstitution(db, {
    name: "Fenwick Teaching Hospitals",
    seatCount: 3,
    managers: [manager.userId],
    courseIds: [course!.id],
  });
});

const learners = () => `/manage/${institution.id}/learners`;

/** The link of the newest invitation email sent to `to`. */
async function invitationLink(to: string) {
  await seeded.app.mailQueueSettled();
  const sent = await listOutbox(outboxDir(seeded.app.config.dataDir), 500);
  const message = sent.find((m) => m.to === to);
  const link = message?.text.match(/\/invitations\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no invitation email to ${to}`);
  return link;
}

const openInvitations = () =>
  seeded.app.database.db
    .select({ email: institutionInvitations.email })
    .from(institutionInvitations)
    .where(
      and(
        eq(institutionInvitations.institutionId, institution.id),
        isNull(institutionInvitations.acceptedAt),
        isNull(institutionInvitations.revokedAt),
      ),
    );

describe("inviting one learner, who accepts, then is removed", () => {
  it("sends an email whose link lets a new learner sign up, accept and study", async () => {
    const invite = await manager.postForm(learners(), {
      intent: "invite",
      email: "Ada@Learners.test",
    });
    expect(invite.status).toBe(302);
    const link = await invitationLink("ada@learners.test");
    const [stored] = await seeded.app.database.db
      .select({ tokenHash: institutionInvitations.tokenHash })
      .from(institutionInvitations)
      .where(eq(institutionInvitations.email, "ada@learners.test"));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link).not.toContain(stored!.tokenHash);

    // Signed out, the page names the institution and offers sign-up that comes back here.
    const visitor = await seeded.app.request(link);
    const page = await visitor.text();
    expect(page).toContain("Fenwick Teaching Hospitals invites you");
    expect(page).toContain(`/signup?redirectTo=${encodeURIComponent(link)}`);

    const ada = await signUpLearner(seeded.app, "ada@learners.test");
    expect((await ada.request(`/course/${courseSlug}/start`)).status).toBe(302);
    const accepted = await ada.postForm(link, {});
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/dashboard");
    expect((await ada.request(`/course/${courseSlug}/start`)).status).toBe(200);

    // The same link again, by someone else: already used.
    const other = await signUpLearner(seeded.app, "other@learners.test");
    const reused = await other.postForm(link, {});
    expect(reused.status).toBe(422);
    expect(await reused.text()).toContain("already been used");

    // Removed: the very next request has no access; their account is still there.
    const list = await (await manager.request(learners())).text();
    expect(list).toContain("ada@learners.test");
    const removed = await manager.postForm(learners(), { intent: "remove", userId: ada.userId });
    expect(removed.status).toBe(302);
    expect((await ada.request(`/course/${courseSlug}/start`)).status).toBe(302);
    expect((await ada.request("/dashboard")).status).toBe(200);
  });

  it("refuses an invitation past its expiry", async () => {
    await manager.postForm(learners(), { intent: "invite", email: "late@learners.test" });
    const link = await invitationLink("late@learners.test");
    await seeded.app.database.db
      .update(institutionInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(institutionInvitations.email, "late@learners.test"));
    const late = await signUpLearner(seeded.app, "late@learners.test");
    expect(await (await late.request(link)).text()).toContain("This invitation has expired");
    const refused = await late.postForm(link, {});
    expect(refused.status).toBe(422);
    const seats = await seeded.app.database.db
      .select()
      .from(institutionSeats)
      .where(eq(institutionSeats.userId, late.userId));
    expect(seats).toEqual([]);
  });

  it("resending revokes the old link; revoking ends the invitation", async () => {
    await manager.postForm(learners(), { intent: "invite", email: "twice@learners.test" });
    const first = await invitationLink("twice@learners.test");
    const [open] = await openInvitations().then((rows) =>
      rows.filter((row) => row.email === "twice@learners.test"),
    );
    expect(open).toBeDefined();
    const [row] = await seeded.app.database.db
      .select({ id: institutionInvitations.id })
      .from(institutionInvitations)
      .where(
        and(
          eq(institutionInvitations.email, "twice@learners.test"),
          isNull(institutionInvitations.revokedAt),
        ),
      );
    await manager.postForm(learners(), { intent: "resend", invitationId: row!.id });
    const second = await invitationLink("twice@learners.test");
    expect(second).not.toBe(first);
    expect(await (await seeded.app.request(first)).text()).toContain("no longer valid");
    const [renewed] = await seeded.app.database.db
      .select({ id: institutionInvitations.id })
      .from(institutionInvitations)
      .where(
        and(
          eq(institutionInvitations.email, "twice@learners.test"),
          isNull(institutionInvitations.revokedAt),
        ),
      );
    await manager.postForm(learners(), { intent: "revoke", invitationId: renewed!.id });
    expect(await (await seeded.app.request(second)).text()).toContain("no longer valid");
  });
});

describe("a CSV upload", () => {
  const csv = (text: string) =>
    multipart({
      intent: "preview",
      file: { name: "learners.csv", bytes: new TextEncoder().encode(text), type: "text/csv" },
    });

  it("previews every row and applies nothing until confirmed, then exactly the valid rows", async () => {
    const before = (await openInvitations()).map((row) => row.email).sort();
    // 3 seats; 1 promised to late@ (expired, so not counted) ... count what is left now.
    const response = await manager.request(
      `${learners()}/import`,
      await csv(
        [
          "email,cohort",
          "one@learners.test,",
          "not-an-address,",
          "ONE@learners.test,",
          "two@learners.test,No Such Cohort",
          "three@learners.test,",
          "four@learners.test,",
          "five@learners.test,",
        ].join("\n"),
      ),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const label of [
      "Will invite",
      "Not an email address",
      "Duplicate in file",
      "Unknown cohort",
      "Over the seat limit",
    ]) {
      expect(html).toContain(label);
    }
    expect((await openInvitations()).map((row) => row.email).sort()).toEqual(before);

    const rows = html.match(/name="rows" value="([^"]+)"/)?.[1];
    const expected = html.match(/name="expected" value="([^"]+)"/)?.[1];
    const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
    const promised = JSON.parse(decode(expected!)) as string[];
    expect(promised[0]).toBe("one@learners.test");
    const confirmed = await manager.postForm(`${learners()}/import`, {
      intent: "confirm",
      rows: decode(rows!),
      expected: decode(expected!),
    });
    expect(confirmed.status).toBe(302);
    const after = (await openInvitations()).map((row) => row.email);
    expect(after.filter((email) => !before.includes(email)).sort()).toEqual([...promised].sort());

    // The same confirmation again: nothing changes, the new preview says why.
    const again = await manager.postForm(`${learners()}/import`, {
      intent: "confirm",
      rows: decode(rows!),
      expected: decode(expected!),
    });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain("Already invited");
    expect((await openInvitations()).length).toBe(after.length);
  });

  it("refuses a file that is not text, with the careers form's checks", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    const response = await manager.request(
      `${learners()}/import`,
      await multipart({ intent: "preview", file: { name: "learners.csv", bytes: zip } }),
    );
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("not a CSV file");
  });
});
