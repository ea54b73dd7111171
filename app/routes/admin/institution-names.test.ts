import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAll } from "@server/db/seed/seed";
import { auditLog, institutions, profiles } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { httpSession } from "../../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { professionalDetails } from "../../../tests/support/professional-details";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// docs/product/back-office.md#institution-names: the back office's queue of institution names people typed (decision 0047).
let subject: TestApp;
let admin: Learner;
beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  admin = await signInAdmin(subject, "names-office@example.org");
});
afterAll(async () => {
  await subject.close();
});

const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

/** A member who typed `institution` on their profile. */
async function memberTyping(email: string, institution: string, name = "Priya Raman") {
  const member = await signUpLearner(subject, email, { name });
  const saved = await member.postForm("/account", {
    intent: "profile",
    ...professionalDetails(name),
    institution,
  });
  expect(saved.status).toBe(302);
  return member;
}

const nameRow = async (name: string) =>
  (
    await subject.database.db
      .select()
      .from(institutions)
      .where(sql`lower(${institutions.name}) = lower(${name})`)
  )[0];

const institutionOf = async (userId: string) =>
  (
    await subject.database.db
      .select({ institution: profiles.institution })
      .from(profiles)
      .where(eq(profiles.userId, userId))
  )[0]?.institution;

async function pickerOffers(q: string) {
  const response = await httpSession(subject).request(
    `/resources/institutions?q=${encodeURIComponent(q)}`,
  );
  const body = (await response.json()) as { institutions: { name: string }[] };
  return body.institutions.map((entry) => entry.name);
}

const entriesAbout = (nameId: string) =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "institution-name"), eq(auditLog.subjectId, nameId)))
    .orderBy(desc(auditLog.createdAt));

const toastOf = (response: Response) => decodeURIComponent(response.headers.getSetCookie().join());

describe("the institution names queue", () => {
  it("lists each waiting name with who proposed it and when, counted in the navigation", async () => {
    await memberTyping("queue-lister@example.org", "Kestrel Bay Nursing College", "Nia Okoro");
    const page = await admin.request("/admin/institution-names?q=Kestrel");
    expect(page.status).toBe(200);
    const html = withoutScripts(await page.text());
    expect(html).toContain("Institution names");
    expect(html).toContain("Kestrel Bay Nursing College");
    expect(html).toContain("Nia Okoro");
    expect(html).toContain("queue-lister@example.org");
    expect(html).toContain('aria-label="Approve “Kestrel Bay Nursing College”"');
    expect(html).toContain('aria-label="Reject “Kestrel Bay Nursing College”"');
    // Each row's merge field suggests the approved names (plain HTML, no JavaScript needed).
    expect(html).toMatch(/<input(?=[^>]*name="into")(?=[^>]*list="approved-institution-names")/);
    expect(html).toContain('<option value="University of Leeds">');
    // Approved names are not in the queue.
    expect(
      withoutScripts(await (await admin.request("/admin/institution-names?q=Leeds")).text()),
    ).toContain("No name is waiting.");

    const pending = await subject.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(institutions)
      .where(eq(institutions.status, "pending"));
    expect(html).toMatch(
      new RegExp(
        `href="/admin/institution-names"[^>]*>.*?Institution names.*?>${pending[0]!.count}<`,
      ),
    );
  });

  it("approve: the name joins everyone's picker, audited", async () => {
    const member = await memberTyping("approve-me@example.org", "Ashgrove Paramedic Academy");
    const row = await nameRow("Ashgrove Paramedic Academy");
    expect(row).toMatchObject({ status: "pending", proposedBy: member.userId });
    expect(await pickerOffers("Ashgrove")).toEqual([]);

    const approved = await admin.postForm("/admin/institution-names?q=Ash", {
      intent: "approve",
      nameId: row!.id,
    });
    expect(approved.status).toBe(302);
    expect(approved.headers.get("location")).toBe("/admin/institution-names?q=Ash");
    expect(toastOf(approved)).toContain("Name approved");
    expect(await pickerOffers("Ashgrove")).toEqual(["Ashgrove Paramedic Academy"]);
    expect(await nameRow("Ashgrove Paramedic Academy")).toMatchObject({ status: "approved" });

    const [entry, ...more] = await entriesAbout(row!.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: "institution-name.approve",
      actor: "names-office@example.org",
      summary: "Institution name “Ashgrove Paramedic Academy” approved",
      before: { name: "Ashgrove Paramedic Academy", status: "pending", proposedBy: member.userId },
      after: { status: "approved" },
    });

    // Decided once: a second press changes nothing and records nothing.
    const again = await admin.postForm("/admin/institution-names", {
      intent: "reject",
      nameId: row!.id,
    });
    expect(toastOf(again)).toContain("no longer waiting");
    expect(await nameRow("Ashgrove Paramedic Academy")).toMatchObject({ status: "approved" });
    expect(await entriesAbout(row!.id)).toHaveLength(1);
  });

  it("merge: every profile holding the name takes the approved one, the name goes, audited", async () => {
    const first = await memberTyping("merge-one@example.org", "Univ of Leeds");
    const second = await memberTyping("merge-two@example.org", "  univ  OF leeds ");
    const bystander = await memberTyping("merge-bystander@example.org", "Univ of Leeds Hospital");
    const row = await nameRow("Univ of Leeds");
    expect(row).toMatchObject({ status: "pending", proposedBy: first.userId });

    // A name that is not approved is refused, and nothing changes.
    const refused = await admin.postForm("/admin/institution-names", {
      intent: "merge",
      nameId: row!.id,
      into: "Univ of Leeds Hospital",
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Choose a name from the approved list.");
    expect(await nameRow("Univ of Leeds")).toEqual(row);
    expect(await entriesAbout(row!.id)).toHaveLength(0);

    const merged = await admin.postForm("/admin/institution-names", {
      intent: "merge",
      nameId: row!.id,
      into: "university of leeds",
    });
    expect(merged.status).toBe(302);
    expect(toastOf(merged)).toContain("Names merged");
    expect(await institutionOf(first.userId)).toBe("University of Leeds");
    expect(await institutionOf(second.userId)).toBe("University of Leeds");
    expect(await institutionOf(bystander.userId)).toBe("Univ of Leeds Hospital");
    expect(await nameRow("Univ of Leeds")).toBeUndefined();
    expect(await pickerOffers("Univ of")).toEqual([]);

    const [entry] = await entriesAbout(row!.id);
    expect(entry).toMatchObject({
      action: "institution-name.merge",
      actor: "names-office@example.org",
      summary: "Institution name “Univ of Leeds” merged into “University of Leeds” (2 profiles)",
      before: { name: "Univ of Leeds", status: "pending" },
      after: { mergedInto: { name: "University of Leeds" }, profiles: 2 },
    });
  });

  it("reject: never offered nor queued again, the proposer keeps their text, audited", async () => {
    const member = await memberTyping("reject-me@example.org", "Definitely Real Hospital");
    const row = await nameRow("Definitely Real Hospital");
    const rejected = await admin.postForm("/admin/institution-names", {
      intent: "reject",
      nameId: row!.id,
    });
    expect(rejected.status).toBe(302);
    expect(toastOf(rejected)).toContain("Name rejected");
    expect(await pickerOffers("Definitely")).toEqual([]);
    expect(await institutionOf(member.userId)).toBe("Definitely Real Hospital");
    expect(await nameRow("Definitely Real Hospital")).toMatchObject({ status: "rejected" });
    const [entry] = await entriesAbout(row!.id);
    expect(entry).toMatchObject({
      action: "institution-name.reject",
      summary: "Institution name “Definitely Real Hospital” rejected",
      after: { status: "rejected" },
    });

    // Saving the profile again, or someone else typing it, does not bring it back.
    await memberTyping("reject-again@example.org", "definitely real hospital");
    expect(await nameRow("Definitely Real Hospital")).toMatchObject({ status: "rejected" });
    const page = await admin.request("/admin/institution-names?q=Definitely");
    expect(withoutScripts(await page.text())).toContain("No name is waiting.");
  });

  it("answers a visitor and a member with the 404 page, and changes nothing", async () => {
    await memberTyping("gate-proposer@example.org", "Gatehouse Clinical School");
    const row = await nameRow("Gatehouse Clinical School");
    const member = await signUpLearner(subject, "gate-member@example.org", { tier: "premium" });
    const state = async () =>
      JSON.stringify([
        await subject.database.db.select().from(institutions).orderBy(institutions.id),
        await subject.database.db.select().from(profiles).orderBy(profiles.userId),
        (await subject.database.db.select().from(auditLog)).length,
      ]);
    for (const person of [httpSession(subject), member]) {
      const page = await person.request("/admin/institution-names");
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("Oops! Page not found");
      const before = await state();
      const bodies: Record<string, string>[] = [
        { intent: "approve", nameId: row!.id },
        { intent: "reject", nameId: row!.id },
        { intent: "merge", nameId: row!.id, into: "University of Leeds" },
      ];
      for (const body of bodies) {
        const posted = await person.postForm("/admin/institution-names", body);
        expect(posted.status).toBe(404);
      }
      expect(await state()).toBe(before);
    }
    expect(await pickerOffers("Gatehouse")).toEqual([]);
  });
});
