import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rightAnswersToNewAttempt } from "../../../tests/support/assessment-bank";
import { normalizeCertificateNumber } from "@common/learning/certificate-number";
import { deleteAccount } from "@server/accounts/delete-account";
import {
  certificates,
  courses,
  institutionSeats,
  lessons,
  modules,
  subscriptions,
} from "@server/db/schema";
import { seedAll } from "@server/db/seed/seed";
import { testOrigin } from "../../../tests/support/http-session";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { readPdf } from "../../../tests/support/read-pdf";
import { engageLessons, passPractice } from "../../../tests/support/cohort-fixtures";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let lessonIds: string[];
let courseId: string;

const slug = "demo-iv-cannulation";
const coursePage = `${testOrigin}/course/${slug}`;
const certificateUrl = `${coursePage}/certificate`;

beforeAll(async () => {
  subject = await startTestApp();
  const { db } = subject.database;
  await seedAll(db);
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(courses.slug, slug))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber));
  lessonIds = rows.map((row) => row.id);
  courseId = (await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!
    .id;
});
afterAll(async () => {
  await subject.close();
});

const pass = async (learner: Learner) =>
  learner.postForm(
    `${coursePage}/assessment`,
    await rightAnswersToNewAttempt(subject.database.db, learner, slug, testOrigin),
  );
const complete = (learner: Learner, lessonId: string) =>
  learner.postForm(`${coursePage}/start/${lessonId}`, { intent: "complete" });
async function completeAll(learner: Learner, except = 0) {
  for (const id of lessonIds.slice(0, lessonIds.length - except)) {
    const response = await complete(learner, id);
    expect(response.status).toBe(200);
  }
}
/**
 * The evidence of completion apart from the assessment
 * (docs/product/learning.md#evidence-of-completion): lessons studied (as the engagement code
 * records them) and the practice session passed. Ticks are not evidence.
 */
async function study(learner: Learner, { except = 0, practice = true } = {}) {
  const { db } = subject.database;
  const course = { id: courseId, lessonIds };
  await engageLessons(db, learner.userId, course, lessonIds.length - except);
  if (practice) await passPractice(db, learner.userId, courseId);
}
const certificateOf = async (learner: Learner) =>
  (
    await subject.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, learner.userId))
  )[0] ?? null;
const flashOf = (response: Response) =>
  decodeURIComponent(response.headers.getSetCookie().join(";"));

describe("certificates of completion", () => {
  it("awards one when a Premium learner completes every lesson and passes, with a PDF that says so", async () => {
    const grace = await signUpLearner(subject, "grace@example.org", {
      tier: "premium",
      name: "Gráinne Łukasiewicz",
    });
    await completeAll(grace);
    await study(grace);
    expect(await certificateOf(grace)).toBeNull();
    const passed = await pass(grace);
    expect(passed.status).toBe(303);
    expect(flashOf(passed)).toContain("Certificate earned");

    const certificate = (await certificateOf(grace))!;
    expect(normalizeCertificateNumber(certificate.number)).toBe(certificate.number);
    expect(certificate).toMatchObject({
      holderName: "Gráinne Łukasiewicz",
      courseTitle: "Intravenous Cannulation",
      cpdMinutes: 120,
      score: 100,
    });

    const page = await (await grace.request(coursePage)).text();
    const address = `${subject.config.appUrl}/certificates/${certificate.number}`;
    expect(page).toContain(certificate.number);
    expect(page).toContain(address);
    expect(page).toContain("Download certificate (PDF)");
    const dashboard = await (await grace.request(`${testOrigin}/dashboard`)).text();
    expect(dashboard).toContain("Certificate earned");
    expect(dashboard).toContain(address);
    expect(dashboard).toContain("Assessment passed · Last score: 100%");

    const download = await grace.request(certificateUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("attachment");
    const pdf = await readPdf(new Uint8Array(await download.arrayBuffer()));
    for (const text of [
      "Certificate of Completion",
      "Gráinne Łukasiewicz",
      "Intravenous Cannulation",
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).toContain("2 hours");
    expect(pdf.text).toContain(certificate.number);
    expect(pdf.qrText).toBe(address);
  });

  it("awards one on the last lesson when the assessment was passed first", async () => {
    const ida = await signUpLearner(subject, "ida@example.org", { tier: "premium" });
    expect((await pass(ida)).status).toBe(303);
    await completeAll(ida, 1);
    await study(ida);
    expect(await certificateOf(ida)).toBeNull();
    const last = await complete(ida, lessonIds.at(-1)!);
    expect(await last.text()).toContain("Certificate earned");
    expect(await certificateOf(ida)).not.toBeNull();
  });

  it("says so when Next leaves the last open lesson of a passed course", async () => {
    const june = await signUpLearner(subject, "june@example.org", { tier: "premium" });
    expect((await pass(june)).status).toBe(303);
    for (const id of lessonIds.slice(1)) await complete(june, id);
    await study(june);
    const next = await june.postForm(`${coursePage}/start/${lessonIds[0]}`, {
      intent: "next",
      nextRef: lessonIds[1]!,
    });
    expect(next.status).toBe(302);
    expect(flashOf(next)).toContain("Certificate earned");
    expect(await certificateOf(june)).not.toBeNull();
  });

  it("is refused before completion, with nothing stored", async () => {
    const early = await signUpLearner(subject, "early@example.org", { tier: "premium" });
    await completeAll(early);
    await study(early, { except: 1 });
    await pass(early);
    expect((await early.request(certificateUrl)).status).toBe(404);
    const claim = await early.postForm(certificateUrl, {});
    expect(claim.status).toBe(303);
    expect(flashOf(claim)).toContain("Certificate not earned yet");
    expect(await certificateOf(early)).toBeNull();
    const page = await (await early.request(coursePage)).text();
    expect(page.match(/certificate-heading[\s\S]{0,900}/)?.[0]).toContain(
      "One item of the evidence of completion remains.",
    );
  });

  it("is refused to a Standard learner on the server, and awarded once they take Premium", async () => {
    const sam = await signUpLearner(subject, "sam@example.org", { tier: "standard" });
    await completeAll(sam);
    await study(sam);
    await pass(sam);
    expect(await certificateOf(sam)).toBeNull();
    const page = await (await sam.request(coursePage)).text();
    expect(page).toContain("Upgrade to Premium");
    expect(page).not.toContain("Download certificate (PDF)");
    const download = await sam.request(certificateUrl);
    expect(download.status).toBe(403);
    expect(download.headers.get("content-type")).not.toContain("pdf");
    const claim = await sam.postForm(certificateUrl, {});
    expect(claim.headers.get("location")).toBe("/pricing");
    expect(await certificateOf(sam)).toBeNull();

    await subject.database.db
      .update(subscriptions)
      .set({ tier: "premium" })
      .where(eq(subscriptions.userId, sam.userId));
    expect(await (await sam.request(coursePage)).text()).toContain("Get your certificate");
    const claimed = await sam.postForm(certificateUrl, {});
    expect(claimed.headers.get("location")).toBe(`/course/${slug}`);
    expect(await certificateOf(sam)).not.toBeNull();
    expect((await sam.request(certificateUrl)).status).toBe(200);
  });

  it("is refused through a Premium seat that does not list the course, as course access is", async () => {
    // A Standard member whose institution's Premium seat lists another course only: the seat
    // opens nothing here, so it gives no Premium feature here either.
    const otherCourse = await subject.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "venepuncture-essentials"));
    const institution = await createInstitution(subject.database.db, {
      tier: "premium",
      courseIds: otherCourse.map((course) => course.id),
    });
    const tam = await signUpLearner(subject, "tam@example.org", { tier: "standard" });
    await subject.database.db
      .insert(institutionSeats)
      .values({ institutionId: institution.id, userId: tam.userId, source: "invitation" });
    await completeAll(tam);
    await study(tam);
    await pass(tam);
    expect(await certificateOf(tam)).toBeNull();
    expect(await (await tam.request(coursePage)).text()).not.toContain("Get your certificate");
    expect((await tam.request(certificateUrl)).status).toBe(403);
    const claim = await tam.postForm(certificateUrl, {});
    expect(claim.headers.get("location")).toBe("/pricing");
    expect(await certificateOf(tam)).toBeNull();
  });

  it("gives each learner only their own certificate, on their own evidence", async () => {
    const owner = await signUpLearner(subject, "owner@example.org", { tier: "premium" });
    await completeAll(owner);
    await study(owner);
    await pass(owner);
    expect(await certificateOf(owner)).not.toBeNull();
    // The other learner ticks, passes and practises, but has studied nothing: the owner's
    // engagement never counts for them.
    const other = await signUpLearner(subject, "other@example.org", { tier: "premium" });
    await completeAll(other);
    await passPractice(subject.database.db, other.userId, courseId);
    await pass(other);
    expect((await other.request(certificateUrl)).status).toBe(404);
    expect(await certificateOf(other)).toBeNull();
    const claim = await other.postForm(certificateUrl, {});
    expect(flashOf(claim)).toContain("Certificate not earned yet");
    expect(await certificateOf(other)).toBeNull();
  });
});

describe("the public verification page", () => {
  it("confirms a real number with no other personal data, and 404s an unknown or malformed one", async () => {
    const hana = await signUpLearner(subject, "hana.private@example.org", {
      tier: "premium",
      name: "Hana Novak",
    });
    await completeAll(hana);
    await study(hana);
    await pass(hana);
    const { number } = (await certificateOf(hana))!;
    const visitor = await subject.request(`${testOrigin}/certificates/${number}`);
    expect(visitor.status).toBe(200);
    const html = await visitor.text();
    expect(html).toContain("Certificate verified");
    expect(html).toContain("Hana Novak");
    expect(html).toContain("Intravenous Cannulation");
    expect(html).toContain("2 hours");
    expect(html).not.toContain("hana.private@example.org");
    expect(html).not.toContain(hana.userId);
    expect(html).toContain('name="robots" content="noindex"');
    const lowerCase = await subject.request(`${testOrigin}/certificates/${number.toLowerCase()}`);
    expect(lowerCase.status).toBe(200);

    const unknown = await subject.request(`${testOrigin}/certificates/CLN-0000-0000-0000-0000`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Certificate not found");
    const malformed = await subject.request(`${testOrigin}/certificates/not-a-number`);
    expect(malformed.status).toBe(404);
  });

  it("stops confirming a certificate once its holder deletes their account", async () => {
    const leaving = await signUpLearner(subject, "leaving@example.org", { tier: "premium" });
    await completeAll(leaving);
    await study(leaving);
    await pass(leaving);
    const { number } = (await certificateOf(leaving))!;
    await subject.database.db.delete(subscriptions).where(eq(subscriptions.userId, leaving.userId));
    expect((await deleteAccount(subject.database.db, leaving.userId)).deleted).toBe(true);
    expect((await subject.request(`${testOrigin}/certificates/${number}`)).status).toBe(404);
  });
});
