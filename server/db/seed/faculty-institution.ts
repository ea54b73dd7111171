import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { hasPassed } from "@common/learning/assessment-scoring";
import type { Db, DbOrTx } from "../client";
import { insertCourseWithLessons } from "./course-with-lessons";
import {
  assessmentResults,
  lessonEngagement,
  certificates,
  cohortCourses,
  cohortMembers,
  cohorts,
  institutionAccounts,
  institutionCourses,
  institutionSeats,
  profiles,
  userProgress,
  users,
} from "../schema";

const firstNames = ["Amara", "Ben", "Chloe", "Dev", "Elena", "Femi", "Grace", "Hamid", "Isla"];
const lastNames = ["Okafor", "Smith", "Patel", "Jones", "Nowak", "Evans", "Khan", "Murphy"];

/** Inserts in batches: a few statements for thousands of rows, under PostgreSQL's parameter cap. */
async function inBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1_000) {
    await insert(rows.slice(start, start + 1_000));
  }
}

/**
 * An institution for measuring the faculty dashboard (docs/product/institutions.md#faculty-dashboard): `learners` seat holders spread
 * over `cohortCount` cohorts, each cohort assigned the same `courseCount` courses of
 * `lessonsPerCourse` lessons with an assessment, and progress that varies by learner: some have
 * not started, most are part-way, a third have passed (with a certificate), a few failed. Half
 * the cohorts are past their due date (overdue learners), half carry a 12-month validity (a
 * tenth of certificates expired, a tenth expiring), and one learner in fifty has left or been
 * removed (records kept). Seat holders have staff numbers to search by.
 */
export async function seedFacultyInstitution(
  db: Db,
  options: {
    name: string;
    learners: number;
    cohortCount?: number;
    courseCount?: number;
    lessonsPerCourse?: number;
    /** keepTrainingRecords, passed in (the database layer imports no domain); without it none leave. */
    endSeat?: (
      tx: DbOrTx,
      ending: { institutionId: string; userId: string; status: "left" | "removed" },
    ) => Promise<unknown>;
  },
) {
  const { name, learners, cohortCount = 20, courseCount = 3, lessonsPerCourse = 10 } = options;
  const tag = randomUUID().slice(0, 8);
  const [institution] = await db
    .insert(institutionAccounts)
    .values({ name, seatCount: learners, contractStart: "2026-01-01", contractEnd: "2099-12-31" })
    .returning({ id: institutionAccounts.id });
  const institutionId = institution!.id;

  const courseRows: { id: string; lessonIds: string[] }[] = [];
  for (let c = 0; c < courseCount; c++) {
    courseRows.push(
      await insertCourseWithLessons(db, {
        slug: `faculty-${tag}-${c + 1}`,
        title: `Clinical skills ${c + 1} (${name})`,
        description: "A course for measuring the faculty dashboard.",
        lessonCount: lessonsPerCourse,
        assessmentTitle: "Assessment",
      }),
    );
  }
  await db
    .insert(institutionCourses)
    .values(courseRows.map((course) => ({ institutionId, courseId: course.id })));

  const cohortIds = (
    await db
      .insert(cohorts)
      .values(
        Array.from({ length: cohortCount }, (_, i) => ({
          institutionId,
          name: `Intake ${String(i + 1).padStart(2, "0")}`,
          dueDate: i % 2 ? "2026-09-30" : "2099-09-30",
        })),
      )
      .returning({ id: cohorts.id })
  ).map((row) => row.id);
  await db.insert(cohortCourses).values(
    cohortIds.flatMap((cohortId, i) =>
      // Every other cohort's completions last a year, so some are expiring or expired.
      courseRows.map((c) => ({ cohortId, courseId: c.id, validityMonths: i % 2 ? null : 12 })),
    ),
  );

  const people = Array.from({ length: learners }, (_, i) => ({
    id: randomUUID(),
    firstName: firstNames[i % firstNames.length]!,
    lastName: `${lastNames[i % lastNames.length]!}-${i}`,
    email: `learner-${tag}-${i}@trust.bench.example`,
  }));
  await inBatches(people, (batch) =>
    db
      .insert(users)
      .values(
        batch.map((p) => ({ id: p.id, email: p.email, name: `${p.firstName} ${p.lastName}` })),
      ),
  );
  await inBatches(people, (batch) =>
    db.insert(profiles).values(
      batch.map((p, j) => ({
        userId: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        professionalRegType: "doctor",
        regNo: `GMC-${tag}-${j}`,
        institution: name,
      })),
    ),
  );
  await inBatches(people, (batch) =>
    db.insert(institutionSeats).values(
      batch.map((p) => ({
        institutionId,
        userId: p.id,
        source: "invitation",
        staffNumber: `ST${p.id.slice(0, 6).toUpperCase()}`,
      })),
    ),
  );
  await inBatches(
    people.map((p, i) => ({ p, cohortId: cohortIds[i % cohortIds.length]! })),
    (batch) =>
      db
        .insert(cohortMembers)
        .values(batch.map(({ p, cohortId }) => ({ cohortId, institutionId, userId: p.id }))),
  );

  const progress: (typeof userProgress.$inferInsert)[] = [];
  const results: (typeof assessmentResults.$inferInsert)[] = [];
  // Studied as well as ticked, so the dashboard's "Done" (evidence of completion) shows.
  const engagement: (typeof lessonEngagement.$inferInsert)[] = [];
  const awarded: (typeof certificates.$inferInsert)[] = [];
  const day = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * day);
  people.forEach((p, i) => {
    if (i % 7 === 0) return; // not started
    courseRows.forEach((course, c) => {
      const done = Math.min(lessonsPerCourse, (i + c * 3) % (lessonsPerCourse + 4));
      // A tenth completed 400 days ago (expired where valid for a year), a tenth 350 (expiring):
      // expiry counts from the completion's evidence, so its lessons and results are dated then.
      const completedLongAgo =
        done === lessonsPerCourse && (i % 10 === 1 || i % 10 === 2)
          ? daysAgo(i % 10 === 1 ? 400 : 350)
          : null;
      const at = completedLongAgo ?? new Date(Date.UTC(2026, 8, 1) + ((i * 13 + c) % 60) * day);
      course.lessonIds.slice(0, done).forEach((lessonId) => {
        progress.push({
          userId: p.id,
          courseId: course.id,
          lessonId,
          completed: true,
          completedAt: at,
          updatedAt: at,
        });
        engagement.push({
          userId: p.id,
          courseId: course.id,
          lessonId,
          readingSeconds: 180,
          lastReportAt: at,
          engagedAt: at,
        });
      });
      if (done < lessonsPerCourse) return;
      const scores = i % 3 === 0 ? [60, 85] : i % 5 === 0 ? [55] : [75];
      for (const score of scores) {
        results.push({
          userId: p.id,
          courseId: course.id,
          assessmentId: "bench",
          score,
          passed: hasPassed(score),
          answers: {},
          createdAt: at,
        });
      }
      if (scores.some(hasPassed)) {
        awarded.push({
          number: `CLV-${tag.slice(0, 4).toUpperCase()}-${String(i).padStart(4, "0")}-${c}`,
          userId: p.id,
          courseId: course.id,
          holderName: `${p.firstName} ${p.lastName}`,
          courseTitle: `Clinical skills ${c + 1}`,
          cpdMinutes: 60,
          score: Math.max(...scores),
          awardedAt: at,
        });
      }
    });
  });
  await inBatches(progress, (batch) => db.insert(userProgress).values(batch));
  await inBatches(engagement, (batch) => db.insert(lessonEngagement).values(batch));
  await inBatches(results, (batch) => db.insert(assessmentResults).values(batch));
  await inBatches(awarded, (batch) => db.insert(certificates).values(batch));
  // One in fifty left or was removed: their records are kept, their seats freed.
  const leaving = options.endSeat ? people.filter((_, i) => i % 50 === 49) : [];
  for (const [j, p] of leaving.entries()) {
    await db.transaction(async (tx) => {
      await options.endSeat!(tx, {
        institutionId,
        userId: p.id,
        status: j % 2 ? "removed" : "left",
      });
      await tx.delete(institutionSeats).where(eq(institutionSeats.userId, p.id));
    });
  }
  return {
    institutionId,
    cohortIds,
    progressRows: progress.length,
    results: results.length,
    left: leaving.length,
  };
}
