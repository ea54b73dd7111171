import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  awardCertificate,
  dateCompletion,
  engageLessons,
  insertCohort,
  insertCourse,
  insertSeatHolders,
  offerCourses,
  recordResult,
} from "../../tests/support/cohort-fixtures";
import { createInstitution } from "../../tests/support/institution-fixtures";
import { noticesOf, queuedEmails, setValidity } from "../../tests/support/reminder-fixtures";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { notices, reminderSends } from "../db/schema/index";
import { createLogger } from "../logger";
import { startMailQueue, type MailQueue } from "../mail/mail-queue";
import { createMailer } from "../mail/mailer";
import { remindersJob } from "./reminders-job";

const appUrl = "https://clinova.example";
const authSecret = "reminders-test-secret-0123456789abcdef";
const logger = createLogger("silent");
// A Monday in the UK (GMT): the digest goes out on Mondays.
const monday = new Date("2027-03-01T06:07:00Z");
const nextMonday = new Date("2027-03-08T06:07:00Z");

let database: Database;
let mailQueue: MailQueue;
const ids = {} as Record<
  "ada" | "ben" | "cy" | "dee" | "eve" | "manager" | "reporter" | "lapsed",
  string
>;

const run = (now: Date) =>
  remindersJob.run({ db: database.db, mailQueue, logger, appUrl, authSecret, now });

const emailsTo = async (userEmail: string) =>
  (await queuedEmails(database.db)).filter((email) => email.to === userEmail);

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  mailQueue = await startMailQueue({
    database,
    mailer: createMailer({ smtpUrl: undefined, from: "x@y", outboxDir: "/nonexistent", logger }),
    logger,
    retry: { limit: 1, delaySeconds: 1 },
    work: false,
  });
  const cardiac = await insertCourse(db, "reminder-cardiac", 2);
  const sepsis = await insertCourse(db, "reminder-sepsis", 2, { withAssessment: false });
  // Ten seats, the contract ending in 45 days (the 60-day notice).
  const trust = await createInstitution(db, {
    name: "Riverside Trust",
    seatCount: 10,
    contractStart: "2026-06-01",
    contractEnd: "2027-04-15",
  });
  await offerCourses(db, trust.id, [cardiac.id, sepsis.id]);
  const soon = await insertCohort(db, trust.id, "Ward 7 nurses", {
    dueDate: "2027-03-11",
    courseIds: [cardiac.id, sepsis.id],
  });
  const thisWeek = await insertCohort(db, trust.id, "Theatre team", {
    dueDate: "2027-03-03",
    courseIds: [cardiac.id],
  });
  const late = await insertCohort(db, trust.id, "Porters", {
    dueDate: "2027-02-20",
    courseIds: [sepsis.id],
  });
  const yearly = await insertCohort(db, trust.id, "Resuscitation", { courseIds: [cardiac.id] });
  await setValidity(db, yearly, cardiac.id, 12);
  const person = (firstName: string) => ({
    firstName,
    lastName: "Tester",
    email: `${firstName.toLowerCase()}@riverside.example`,
  });
  [ids.ada, ids.ben] = (await insertSeatHolders(
    db,
    trust.id,
    [person("Ada"), person("Ben")],
    soon,
  )) as [string, string];
  [ids.cy] = (await insertSeatHolders(db, trust.id, [person("Cy")], thisWeek)) as [string, string];
  [ids.dee] = (await insertSeatHolders(db, trust.id, [person("Dee")], late)) as [string, string];
  [ids.eve] = (await insertSeatHolders(db, trust.id, [person("Eve")], yearly)) as [string, string];
  // Two more seats, and the manager's and reporter's below: nine of ten taken, the 90% notice.
  await insertSeatHolders(db, trust.id, ["Fay", "Gus"].map(person));
  // Ben has completed sepsis (no assessment: every lesson studied); cardiac is left.
  await engageLessons(db, ids.ben!, sepsis);
  // Eve completed cardiac a little under a year ago: her certification expires on 20 March.
  await engageLessons(db, ids.eve!, cardiac);
  await recordResult(db, ids.eve!, cardiac.id, 90);
  await awardCertificate(db, ids.eve!, cardiac.id, "CLV-EVE1-EVE1-EVE1-EVE1");
  await dateCompletion(db, ids.eve!, cardiac.id, new Date("2026-03-20T12:00:00Z"));
  const [manager, reporter] = await insertSeatHolders(db, trust.id, [
    person("Maggie"),
    person("Rob"),
  ]);
  ids.manager = manager!;
  ids.reporter = reporter!;
  await db.execute(
    // Seat holders themselves, named a manager and a reporter (the back office does this).
    `insert into institution_managers (institution_id, user_id, role) values
      ('${trust.id}', '${manager}', 'manager'), ('${trust.id}', '${reporter}', 'reporter')` as never,
  );
  // A trust whose contract has ended: its overdue learner is not reminded.
  const ended = await createInstitution(db, {
    name: "Lapsed Trust",
    contractStart: "2025-01-01",
    contractEnd: "2027-01-31",
  });
  await offerCourses(db, ended.id, [sepsis.id]);
  const endedCohort = await insertCohort(db, ended.id, "Everyone", {
    dueDate: "2027-02-01",
    courseIds: [sepsis.id],
  });
  [ids.lapsed] = (await insertSeatHolders(db, ended.id, [person("Lapsed")], endedCohort)) as [
    string,
    string,
  ];
});
afterAll(async () => {
  await mailQueue?.stop();
  await database?.close();
});

describe("the daily reminders", () => {
  it("two runs at once send each reminder once", async () => {
    await Promise.all([run(monday), run(monday)]);
    const emails = await queuedEmails(database.db);
    expect(emails.map((email) => [email.to, email.subject]).sort()).toEqual(
      [
        [
          "ada@riverside.example",
          "Reminder: Course reminder-cardiac and Course reminder-sepsis are due in 10 days",
        ],
        ["ben@riverside.example", "Reminder: Course reminder-cardiac is due in 10 days"],
        ["cy@riverside.example", "Reminder: Course reminder-cardiac is due in 2 days"],
        ["dee@riverside.example", "Overdue: Course reminder-sepsis was due on 20 February 2027"],
        [
          "eve@riverside.example",
          "Your Course reminder-cardiac certification expires on 20 March 2027",
        ],
        ["maggie@riverside.example", "9 of 10 seats taken"],
        ["maggie@riverside.example", "Riverside Trust: 1 overdue, 3 not started, 1 expiring"],
        ["maggie@riverside.example", "Your Clinova contract ends on 15 April 2027"],
        ["rob@riverside.example", "Riverside Trust: 1 overdue, 3 not started, 1 expiring"],
      ].sort(),
    );
    expect(await noticesOf(database.db, ids.ada)).toEqual([
      {
        kind: "due-14",
        title: "Due in 10 days: Course reminder-cardiac and Course reminder-sepsis",
        href: "/dashboard",
      },
    ]);
    expect((await noticesOf(database.db, ids.manager)).map((n) => n.kind).sort()).toEqual([
      "contract-60",
      "manager-digest",
      "seats-90",
    ]);
    expect(await noticesOf(database.db, ids.lapsed)).toEqual([]);
    // One ledger row per learner and course (Ada: two), per manager notice.
    expect(await database.db.$count(reminderSends)).toBe(10);
    expect(await database.db.$count(notices)).toBe(9);
  });

  it("a second run the same day sends nothing", async () => {
    await run(new Date("2027-03-01T15:00:00Z"));
    expect(await queuedEmails(database.db)).toHaveLength(9);
  });

  it("mandatory reminders say why they cannot be turned off; optional ones can be", async () => {
    const [due] = await emailsTo("ada@riverside.example");
    expect(due?.headers).toBeUndefined();
    expect(due?.text).toContain("Hello Ada,");
    expect(due?.text).toContain(
      "Riverside Trust requires this training, so these reminders cannot be turned off",
    );
    expect(due?.text).toContain(`• Course reminder-sepsis: ${appUrl}/course/reminder-sepsis`);
    const [expiry] = await emailsTo("eve@riverside.example");
    expect(expiry?.headers).toBeUndefined();
    expect(expiry?.text).toContain("cannot be turned off");
    for (const email of await emailsTo("maggie@riverside.example")) {
      const link = email.headers?.["List-Unsubscribe"];
      expect(link).toMatch(/^<https:\/\/clinova\.example\/email\/unsubscribe\?token=[\w.-]+>$/);
      expect(email.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(email.html).toContain("Stop receiving these emails");
      expect(email.text).toContain(`Stop receiving these emails: ${link!.slice(1, -1)}`);
      expect(email.text).not.toContain("cannot be turned off");
    }
  });

  it("a week later: due in 3 days, overdue again, the next digest; nothing twice", async () => {
    await Promise.all([run(nextMonday), run(nextMonday)]);
    const emails = (await queuedEmails(database.db)).slice(9);
    expect(emails.map((email) => [email.to, email.subject]).sort()).toEqual(
      [
        [
          "ada@riverside.example",
          "Reminder: Course reminder-cardiac and Course reminder-sepsis are due in 3 days",
        ],
        ["ben@riverside.example", "Reminder: Course reminder-cardiac is due in 3 days"],
        ["cy@riverside.example", "Overdue: Course reminder-cardiac was due on 3 March 2027"],
        ["dee@riverside.example", "Overdue: Course reminder-sepsis was due on 20 February 2027"],
        ["maggie@riverside.example", "Riverside Trust: 2 overdue, 3 not started, 1 expiring"],
        ["rob@riverside.example", "Riverside Trust: 2 overdue, 3 not started, 1 expiring"],
      ].sort(),
    );
  });
});
