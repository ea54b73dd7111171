import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import {
  admins,
  careerApplications,
  contactSubmissions,
  institutionEnquiries,
  profiles,
  subscriptions,
  users,
} from "../../server/db/schema";
import { markTwoFactorPassed } from "../../tests/support/two-factor-passed";
import { signUpOverHttp } from "../../tests/support/sign-up-over-http";

const firstNames = [
  "Amara",
  "Ben",
  "Chloe",
  "Dev",
  "Elena",
  "Femi",
  "Grace",
  "Hamid",
  "Isla",
  "Jon",
];
const lastNames = ["Okafor", "Smith", "Patel", "Jones", "Nowak", "Evans", "Khan", "Murphy", "Lee"];
const institutions = [
  "Riverside University Hospital",
  "Northgate University",
  "St Anne's NHS Trust",
  "Hillcrest College of Nursing",
  "Westmoor Ambulance Service",
  "Lakeside Medical School",
  "Eastbrook General",
  "Harbour View Clinic",
];
const professions = ["doctor", "nurse", "midwife", "paramedic", "student", "other"];
const statuses = ["active", "trialing", "past_due", "canceled"];

/** Inserts `rows` in batches, so 5,000 rows take a few statements rather than one per row. */
async function inBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) {
    await insert(rows.slice(start, start + 500));
  }
}

/** `count` members, each with a profile, one in three subscribed, joined over the past years. */
export async function seedMembers(db: Db, count: number) {
  const people = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `${firstNames[i % firstNames.length]} ${lastNames[i % lastNames.length]}`,
    email: `member-${i}@bench.example`,
    emailVerified: i % 4 !== 0,
    createdAt: new Date(Date.now() - i * 3_600_000),
  }));
  await inBatches(people, (batch) => db.insert(users).values(batch));
  const profileRows = people.map((person, i) => ({
    userId: person.id,
    firstName: firstNames[i % firstNames.length]!,
    lastName: `${lastNames[i % lastNames.length]!}-${i}`,
    professionalRegType: professions[i % professions.length]!,
    regNo: `REG-${100000 + i}`,
    institution: institutions[i % institutions.length]!,
  }));
  await inBatches(profileRows, (batch) => db.insert(profiles).values(batch));
  const subscribed = people.filter((_, i) => i % 3 === 0);
  await inBatches(subscribed, (batch) =>
    db.insert(subscriptions).values(
      batch.map((person, j) => ({
        userId: person.id,
        provider: "test",
        customerId: `cus_bench_${person.id}`,
        status: statuses[j % statuses.length]!,
        tier: j % 2 ? ("premium" as const) : ("standard" as const),
        period: j % 2 ? ("yearly" as const) : ("monthly" as const),
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      })),
    ),
  );
  return people.map((person) => person.id);
}

/** `count` inbox items: two fifths contact messages, the rest applications and enquiries. */
export async function seedInbox(db: Db, count: number) {
  const messages = Math.round(count * 0.4);
  const applications = Math.round(count * 0.3);
  const enquiries = count - messages - applications;
  const person = (i: number) => ({
    firstName: firstNames[i % firstNames.length]!,
    lastName: lastNames[i % lastNames.length]!,
    createdAt: new Date(Date.now() - i * 600_000),
  });
  await inBatches(
    Array.from({ length: messages }, (_, i) => i),
    (batch) =>
      db.insert(contactSubmissions).values(
        batch.map((i) => ({
          ...person(i),
          email: `sender-${i}@bench.example`,
          message: `A question about courses for our ward, number ${i}.`,
        })),
      ),
  );
  await inBatches(
    Array.from({ length: applications }, (_, i) => i),
    (batch) =>
      db
        .insert(careerApplications)
        .values(batch.map((i) => ({ ...person(i), coverLetter: `I would like to teach, ${i}.` }))),
  );
  await inBatches(
    Array.from({ length: enquiries }, (_, i) => i),
    (batch) =>
      db.insert(institutionEnquiries).values(
        batch.map((i) => ({
          ...person(i),
          workEmail: `lead-${i}@trust.bench.example`,
          phone: "+44 20 7946 0000",
          numberOfUsers: 20 + i,
          message: `Licences for ${20 + i} staff.`,
        })),
      ),
  );
}

/**
 * Signs up through better-auth's HTTP API, grants the back office and marks two-factor
 * authentication set up (its own journey tests the real set-up); returns the session cookie.
 */
export async function signedInAdmin(baseURL: string, db: Db) {
  const email = `bench-admin-${randomUUID().slice(0, 8)}@example.org`;
  const cookie = await signUpOverHttp(baseURL, {
    email,
    password: "strong-pass-42!",
    name: "Bench Admin",
  });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.insert(admins).values({ userId: user!.id });
  await markTwoFactorPassed(db, user!.id);
  return cookie;
}
