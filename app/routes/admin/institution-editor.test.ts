import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageBucket } from "@common/brand";
import { auditLog, courses, institutionAccounts, institutionCourses } from "@server/db/schema";
import { upsertCourse } from "@server/db/seed/upsert-course";
import { takeSeat } from "@server/institutions/seats";
import { signInAdmin } from "../../../tests/support/admin";
import { generatedCourse } from "../../../tests/support/generated-course";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { pngFile } from "../../../tests/support/picture-fixtures";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let member: Learner;
let standardCourse: string;
let premiumCourse: string;
beforeAll(async () => {
  subject = await startTestApp();
  admin = await signInAdmin(subject, "institutions@example.org");
  member = await signUpLearner(subject, "member@example.org", { tier: "premium" });
  const { db } = subject.database;
  await upsertCourse(db, generatedCourse("trust-standard", 1, 1));
  await upsertCourse(db, { ...generatedCourse("trust-premium", 1, 1), requiredTier: "premium" });
  const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  standardCourse = rows.find((row) => row.slug === "trust-standard")!.id;
  premiumCourse = rows.find((row) => row.slug === "trust-premium")!.id;
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;
const lastAudit = async () =>
  (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const byName = async (name: string) =>
  (await db().select().from(institutionAccounts).where(eq(institutionAccounts.name, name)))[0];

/** The details form as the page posts it (multipart, the courses as repeated fields). */
function institutionForm(
  fields: Record<string, string | string[]>,
  logo?: { name: string; bytes: Uint8Array },
) {
  const form = new FormData();
  const values: Record<string, string | string[]> = {
    intent: "save-institution",
    name: "Larkmere Teaching Hospitals",
    seatCount: "3",
    contractStart: "2026-01-01",
    contractEnd: "2099-12-31",
    tier: "standard",
    emailDomains: "Larkmere.nhs.uk, @larkmere.ac.uk",
    ...fields,
  };
  for (const [name, value] of Object.entries(values))
    for (const one of [value].flat()) form.append(name, one);
  if (logo) form.append("logo", new Blob([logo.bytes as Uint8Array<ArrayBuffer>]), logo.name);
  return form;
}

const postForm = (path: string, body: FormData) => admin.request(path, { method: "POST", body });
let institutionId: string;
const seatHolders: Learner[] = [];
const page = () => `/admin/institutions/${institutionId}`;

describe("institution accounts in the back office", () => {
  it("creates an institution with its courses, domains and logo, audited, and lists it", async () => {
    const created = await postForm(
      "/admin/institutions/new",
      institutionForm({ courseIds: [standardCourse] }, { name: "logo.png", bytes: pngFile(8, 4) }),
    );
    expect(created.status).toBe(302);
    const row = await byName("Larkmere Teaching Hospitals");
    institutionId = row!.id;
    expect(created.headers.get("location")).toBe(page());
    expect(row).toMatchObject({
      seatCount: 3,
      seatsHeld: 0,
      tier: "standard",
      emailDomains: ["larkmere.nhs.uk", "larkmere.ac.uk"],
    });
    expect(row!.logoKey).toMatch(/^institutions\/[0-9a-f-]+\.png$/);
    const stored = await subject.storage.get(storageBucket, row!.logoKey!);
    expect(stored?.contentType).toBe("image/png");
    expect(
      await db()
        .select()
        .from(institutionCourses)
        .where(eq(institutionCourses.institutionId, institutionId)),
    ).toEqual([{ institutionId, courseId: standardCourse }]);
    expect(await lastAudit()).toMatchObject({
      actor: "institutions@example.org",
      action: "institution.create",
      subjectId: institutionId,
      before: null,
      after: expect.objectContaining({
        name: "Larkmere Teaching Hospitals",
        courseIds: [standardCourse],
      }),
    });

    const list = await (await admin.request("/admin/institutions?q=larkmere")).text();
    expect(list).toContain("Larkmere Teaching Hospitals");
    expect(list).toContain("0 of 3");
    expect(list).toContain("New institution");
    const empty = await (await admin.request("/admin/institutions?q=nowhere")).text();
    expect(empty).toContain("No institution matches.");

    const logo = await subject.request(`/storage/${storageBucket}/${row!.logoKey}`);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(logo.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("refuses bad input field by field, keeps what was typed and changes nothing", async () => {
    const before = await auditCount();
    const refused = await postForm(
      "/admin/institutions/new",
      institutionForm({
        name: "",
        seatCount: "-2",
        contractStart: "2027-02-30",
        contractEnd: "2026-01-01",
        emailDomains: "nhs.net not_a_domain",
      }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Name is required");
    expect(html).toContain("Seat count is a whole number from 0 to 100,000");
    expect(html).toContain("Contract start must be a real date");
    expect(html).toContain("“not_a_domain” is not an email domain");
    expect(html).toContain("nhs.net not_a_domain");

    const backwards = await postForm(
      "/admin/institutions/new",
      institutionForm({
        name: "Backwards",
        contractStart: "2027-02-01",
        contractEnd: "2027-01-01",
      }),
    );
    expect(await backwards.text()).toContain("The contract cannot end before it starts");

    const duplicate = await postForm(
      "/admin/institutions/new",
      institutionForm({ name: "LARKMERE teaching hospitals" }),
    );
    expect(duplicate.status).toBe(422);
    expect(await duplicate.text()).toContain("Another institution already has this name.");

    const fakeLogo = await postForm(
      "/admin/institutions/new",
      institutionForm(
        { name: "Fake logo" },
        { name: "logo.png", bytes: new TextEncoder().encode("<svg/>") },
      ),
    );
    expect(await fakeLogo.text()).toContain("is not a real .png picture");
    expect(await byName("Backwards")).toBeUndefined();
    expect(await byName("Fake logo")).toBeUndefined();
    expect(await auditCount()).toBe(before);
  });

  it("opens a Premium course only with Premium seats", async () => {
    const before = await auditCount();
    const refused = await postForm(
      page(),
      institutionForm({ courseIds: [standardCourse, premiumCourse] }),
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Premium courses open only with Premium seats");
    expect(await auditCount()).toBe(before);

    const saved = await postForm(
      page(),
      institutionForm({ tier: "premium", courseIds: [standardCourse, premiumCourse] }),
    );
    expect(saved.status).toBe(302);
    expect((await byName("Larkmere Teaching Hospitals"))!.tier).toBe("premium");
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "institution.update", subjectId: institutionId });
    expect(entry.before).toMatchObject({ tier: "standard", courseIds: [standardCourse] });
    expect(entry.after).toMatchObject({
      tier: "premium",
      courseIds: [standardCourse, premiumCourse].sort(),
    });
  });

  it("refuses a seat count below the seats held", async () => {
    for (const email of ["held-1@larkmere.nhs.uk", "held-2@larkmere.nhs.uk"]) {
      const learner = await signUpLearner(subject, email);
      seatHolders.push(learner);
      const taken = await takeSeat(db(), {
        institutionId,
        userId: learner.userId,
        email,
        source: "invitation",
      });
      expect(taken.ok).toBe(true);
    }
    const before = await auditCount();
    const refused = await postForm(page(), institutionForm({ tier: "premium", seatCount: "1" }));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("2 seats are held: the seat count cannot be lower.");
    expect((await byName("Larkmere Teaching Hospitals"))!.seatCount).toBe(3);
    expect(await auditCount()).toBe(before);

    const page2 = await (await admin.request(page())).text();
    expect(page2).toContain("2 of 3 seats held");
  });

  it("shows the logo beside ours in a seat holder's header, and only theirs", async () => {
    const { logoKey } = (await byName("Larkmere Teaching Hospitals"))!;
    const logo = `<img src="/storage/${storageBucket}/${logoKey}" alt="Larkmere Teaching Hospitals"`;
    const dashboard = await seatHolders[0]!.request("/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(logo);
    expect(await (await member.request("/dashboard")).text()).not.toContain("institutions/");
  });

  it("replaces and removes the logo, audited, deleting the old file", async () => {
    const oldKey = (await byName("Larkmere Teaching Hospitals"))!.logoKey!;
    const replaced = await postForm(
      page(),
      institutionForm({ tier: "premium" }, { name: "new.png", bytes: pngFile(6, 6) }),
    );
    expect(replaced.status).toBe(302);
    const newKey = (await byName("Larkmere Teaching Hospitals"))!.logoKey!;
    expect(newKey).not.toBe(oldKey);
    expect(await subject.storage.get(storageBucket, oldKey)).toBeNull();
    expect((await lastAudit()).after).toMatchObject({ logoKey: newKey });

    const removed = await admin.postForm(page(), { intent: "remove-logo" });
    expect(removed.status).toBe(302);
    expect((await byName("Larkmere Teaching Hospitals"))!.logoKey).toBeNull();
    expect(await subject.storage.get(storageBucket, newKey)).toBeNull();
    expect(await (await seatHolders[0]!.request("/dashboard")).text()).not.toContain(
      "institutions/",
    );
    expect(await lastAudit()).toMatchObject({
      action: "institution.logo-removed",
      before: { logoKey: newKey },
      after: { logoKey: null },
    });
  });

  it("answers 404 to a member, for the pages and every form, and changes nothing", async () => {
    const before = await auditCount();
    for (const path of ["/admin/institutions", "/admin/institutions/new", page()]) {
      expect((await member.request(path)).status).toBe(404);
    }
    const posted = await member.request(page(), {
      method: "POST",
      body: institutionForm({ name: "Taken over", seatCount: "999" }),
    });
    expect(posted.status).toBe(404);
    expect(
      (await member.postForm(page(), { intent: "name-manager", email: "member@example.org" }))
        .status,
    ).toBe(404);
    expect((await byName("Larkmere Teaching Hospitals"))!.seatCount).toBe(3);
    expect(await auditCount()).toBe(before);
    expect((await admin.request("/admin/institutions/not-a-uuid")).status).toBe(404);
    expect(
      (await admin.request("/admin/institutions/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });
});
