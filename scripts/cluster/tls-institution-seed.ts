import { randomUUID } from "node:crypto";
import type { Db } from "@server/db/client";
import {
  certificates,
  cohortMembers,
  institutionInvitations,
  institutionSeats,
} from "@server/db/schema";
import { addNotice } from "@server/notices/add-notice";
import { generateScimToken } from "@server/scim/scim-token-admin";
import {
  engageLessons,
  insertCohort,
  insertCourse,
  offerCourses,
  recordResult,
} from "../../tests/support/cohort-fixtures";
import { createInstitution } from "../../tests/support/institution-fixtures";
import { setValidity } from "../../tests/support/reminder-fixtures";

const day = 24 * 60 * 60 * 1000;

/**
 * What the institution journeys of tls-cluster.test.ts start from, written as the other tests
 * write it: an institution whose contract ends in 30 days (so the reminders job emails its
 * manager an optional, unsubscribable notice), a learner holding a seat whose yearly completion
 * expired, an unread notice for them, an open invitation to resend and a SCIM token.
 */
export async function seedTlsInstitution(db: Db, people: { managerId: string; learnerId: string }) {
  const tag = randomUUID().slice(0, 6);
  const domain = `tls${tag}.nhs.uk`;
  const institution = await createInstitution(db, {
    name: `Harbourside Trust ${tag}`,
    contractEnd: new Date(Date.now() + 30 * day).toISOString().slice(0, 10),
    emailDomains: [domain],
    managers: [people.managerId],
  });
  const course = await insertCourse(db, `tls-renewal-${tag}`, 1);
  await offerCourses(db, institution.id, [course.id]);
  const cohort = await insertCohort(db, institution.id, "Ward 5", { courseIds: [course.id] });
  await setValidity(db, cohort, course.id, 12);
  const { learnerId } = people;
  await db
    .insert(institutionSeats)
    .values({ institutionId: institution.id, userId: learnerId, source: "invitation" });
  await db
    .insert(cohortMembers)
    .values({ cohortId: cohort, institutionId: institution.id, userId: learnerId });
  const awardedAt = new Date(Date.now() - 400 * day);
  await engageLessons(db, learnerId, course, 1, { at: awardedAt });
  await recordResult(db, learnerId, course.id, 90, { at: awardedAt });
  await db.insert(certificates).values({
    number: `CLV-${tag.slice(0, 4).toUpperCase()}-TLS0-TLS0-TLS0`,
    userId: learnerId,
    courseId: course.id,
    holderName: "Robin Hale",
    courseTitle: `Course tls-renewal-${tag}`,
    cpdMinutes: 60,
    score: 90,
    awardedAt,
  });
  await addNotice(db, {
    userId: learnerId,
    institutionId: institution.id,
    kind: "news",
    title: "Ward 5 has a new course",
    body: "Your institution added a course to Ward 5.",
  });
  const invitee = `cy.morgan@${domain}`;
  await db.insert(institutionInvitations).values({
    institutionId: institution.id,
    email: invitee,
    cohortId: cohort,
    tokenHash: randomUUID().replaceAll("-", "").repeat(2),
    expiresAt: new Date(Date.now() + 7 * day),
  });
  const scim = await generateScimToken(db, "command line", institution.id);
  return {
    institutionId: institution.id,
    courseSlug: `tls-renewal-${tag}`,
    domain,
    invitee,
    scimToken: scim!.token,
  };
}
