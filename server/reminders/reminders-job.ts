import { londonDateOf } from "@common/london-time";
import type { DbOrTx } from "../db/client";
import type { ScheduledJob, ScheduledJobDeps } from "../jobs/schedules";
import { deliverReminders, type Reminder } from "./deliver-reminders";
import { dueReminderWords, expiryReminderWords, type DueKind } from "./learner-reminder-emails";
import { claimDueReminders, claimExpiryReminders, type ClaimedDue } from "./learner-reminders";
import { contractWords, digestWords, seatsWords } from "./manager-reminder-emails";
import { claimContractNotices, claimDigests, claimSeatNotices } from "./manager-reminders";
import { unsubscribePath, type OptionalEmailKind } from "./optional-email-kinds";
import { signUnsubscribeToken } from "./unsubscribe-token";

/**
 * The daily reminders (docs/product/institutions.md#reminders-and-notices): learners' due,
 * overdue and expiry reminders, managers' Monday digest and seat and contract notices. Each
 * kind is one statement that finds and claims its reminders in the ledger, then the notices and
 * emails in the same transaction: however many servers run it at once, each goes out once.
 */
export const remindersJob: ScheduledJob = {
  queue: "institution-reminders",
  // 06:07 UTC: before the working day in the UK, off the hour when other jobs start.
  cron: "7 6 * * *",
  run: sendReminders,
};

type Step = [name: string, claim: (tx: DbOrTx) => Promise<Reminder[]>];

export async function sendReminders(deps: ScheduledJobDeps) {
  const { db, logger, now } = deps;
  const today = londonDateOf(now);
  const steps: Step[] = [
    ["due", async (tx) => dueReminders(await claimDueReminders(tx, today), deps)],
    ["expiry", async (tx) => expiryReminders(await claimExpiryReminders(tx, today, now), deps)],
    ["seats", async (tx) => seatReminders(await claimSeatNotices(tx, today), deps)],
    ["contract", async (tx) => contractReminders(await claimContractNotices(tx, today), deps)],
  ];
  if (isMonday(now)) {
    steps.push(["digest", async (tx) => digestReminders(await claimDigests(tx, today, now), deps)]);
  }
  const sent: Record<string, number> = {};
  for (const [name, claim] of steps) {
    sent[name] = await db.transaction(async (tx) => {
      const reminders = await claim(tx);
      await deliverReminders(tx, deps.mailQueue, reminders);
      return reminders.length;
    });
  }
  logger.info({ today, sent }, "institution reminders sent");
}

const isMonday = (now: Date) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "Europe/London" }).format(now) ===
  "Monday";

const courseLink = (appUrl: string, slug: string) => {
  const path = `/course/${slug}`;
  return { path, url: new URL(path, appUrl).href };
};

/** One email per learner, cohort and kind, listing the courses it is about. */
function dueReminders(rows: ClaimedDue[], { appUrl }: ScheduledJobDeps): Reminder[] {
  const groups = new Map<string, ClaimedDue[]>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.cohort_id}:${row.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    return {
      userId: first.user_id,
      institutionId: first.institution_id,
      email: first.email,
      kind: first.kind,
      words: dueReminderWords(
        {
          kind: first.kind as DueKind,
          firstName: first.first_name,
          institutionName: first.institution_name,
          cohortName: first.cohort_name,
          dueDate: first.due_date,
          daysLeft: first.days_left,
          courses: group.map((row) => ({
            title: row.course_title,
            ...courseLink(appUrl, row.course_slug),
          })),
        },
        appUrl,
      ),
    };
  });
}

function expiryReminders(
  rows: Awaited<ReturnType<typeof claimExpiryReminders>>,
  { appUrl }: ScheduledJobDeps,
): Reminder[] {
  return rows.map((row) => ({
    userId: row.user_id,
    institutionId: row.institution_id,
    email: row.email,
    kind: "expiry-30",
    words: expiryReminderWords({
      firstName: row.first_name,
      institutionName: row.institution_name,
      courseTitle: row.course_title,
      expiresOn: row.expires_on,
      ...courseLink(appUrl, row.course_slug),
    }),
  }));
}

/** The signed one-click address for an optional email (RFC 8058). */
function unsubscribeUrlFor(deps: ScheduledJobDeps, userId: string, kind: OptionalEmailKind) {
  if (!deps.authSecret) throw new Error("the reminders job needs the app's secret to sign links");
  const url = new URL(unsubscribePath, deps.appUrl);
  url.searchParams.set("token", signUnsubscribeToken(deps.authSecret, { userId, kind }));
  return url.href;
}

type ManagerRow = {
  user_id: string;
  email: string;
  first_name: string;
  institution_id: string;
  institution_name: string;
  opted_out: boolean;
};

function managerReminder<Row extends ManagerRow>(
  deps: ScheduledJobDeps,
  optional: OptionalEmailKind,
  kindOf: (row: Row) => string,
  wordsOf: (
    row: Row,
    manager: ReturnType<typeof managerOf>,
    unsubscribeUrl: string,
  ) => Reminder["words"],
) {
  return (rows: Row[]): Reminder[] =>
    rows.map((row) => {
      const unsubscribeUrl = unsubscribeUrlFor(deps, row.user_id, optional);
      return {
        userId: row.user_id,
        institutionId: row.institution_id,
        email: row.email,
        kind: kindOf(row),
        words: wordsOf(row, managerOf(row), unsubscribeUrl),
        unsubscribeUrl,
        noEmail: row.opted_out,
      };
    });
}

const managerOf = (row: ManagerRow) => ({
  firstName: row.first_name,
  institutionName: row.institution_name,
  institutionId: row.institution_id,
});

const digestReminders = (rows: Awaited<ReturnType<typeof claimDigests>>, deps: ScheduledJobDeps) =>
  managerReminder<(typeof rows)[number]>(
    deps,
    "manager-digest",
    () => "manager-digest",
    (row, manager, url) =>
      digestWords(
        { ...manager, overdue: row.overdue, notStarted: row.not_started, expiring: row.expiring },
        deps.appUrl,
        url,
      ),
  )(rows);

const seatReminders = (
  rows: Awaited<ReturnType<typeof claimSeatNotices>>,
  deps: ScheduledJobDeps,
) =>
  managerReminder<(typeof rows)[number]>(
    deps,
    "seat-notices",
    (row) => `seats-${row.threshold}`,
    (row, manager, url) =>
      seatsWords(
        {
          ...manager,
          threshold: Number(row.threshold) === 100 ? 100 : 90,
          seatsHeld: row.seats_held,
          seatCount: row.seat_count,
        },
        deps.appUrl,
        url,
      ),
  )(rows);

const contractReminders = (
  rows: Awaited<ReturnType<typeof claimContractNotices>>,
  deps: ScheduledJobDeps,
) =>
  managerReminder<(typeof rows)[number]>(
    deps,
    "contract-notices",
    (row) => `contract-${row.mark}`,
    (row, manager, url) =>
      contractWords(
        { ...manager, contractEnd: row.contract_end, daysLeft: row.days_left },
        deps.appUrl,
        url,
      ),
  )(rows);
