import { brand } from "@common/brand";
import { formatDueDate } from "@common/institutions/due-date";
import { renderEmail } from "../mail/email-layout";
import type { ReminderWords } from "./learner-reminder-emails";

type Manager = { firstName: string; institutionName: string; institutionId: string };

const optionalLine = "You receive this because you manage your institution on " + brand.name + ".";

const managePath = (institutionId: string, page = "") => `/manage/${institutionId}${page}`;

const people = (count: number) => `${count} ${count === 1 ? "learner" : "learners"}`;

/** The Monday digest: what needs a manager's attention this week. */
export function digestWords(
  manager: Manager & { overdue: number; notStarted: number; expiring: number },
  appUrl: string,
  unsubscribeUrl: string,
): ReminderWords {
  const { firstName, institutionName, institutionId, overdue, notStarted, expiring } = manager;
  const learners = new URL(managePath(institutionId, "/learners"), appUrl).href;
  const rendered = renderEmail({
    heading: `${institutionName}: this week's training`,
    paragraphs: [
      `Hello ${firstName},`,
      `Here is where ${institutionName}'s assigned training stands this Monday:`,
      `• Overdue: ${people(overdue)} have training past its due date.`,
      `• Not started: ${people(notStarted)} have not begun their assigned courses.`,
      `• Expiring: ${people(expiring)} hold a certification that expires within 30 days.`,
      `Learners who are overdue or expiring are reminded by email each week. The learners list shows who they are: ${learners}`,
    ],
    action: {
      label: "Open the manager area",
      url: new URL(managePath(institutionId), appUrl).href,
    },
    footnote: optionalLine,
    unsubscribeUrl,
  });
  return {
    subject: `${institutionName}: ${overdue} overdue, ${notStarted} not started, ${expiring} expiring`,
    ...rendered,
    notice: {
      title: "This week's training",
      body: `${overdue} overdue, ${notStarted} not started, ${expiring} expiring within 30 days.`,
      href: managePath(institutionId, "/learners"),
    },
  };
}

/** 90% or 100% of the seats taken. */
export function seatsWords(
  manager: Manager & { threshold: 90 | 100; seatsHeld: number; seatCount: number },
  appUrl: string,
  unsubscribeUrl: string,
): ReminderWords {
  const { firstName, institutionName, institutionId, threshold, seatsHeld, seatCount } = manager;
  const full = threshold === 100;
  const heading = full
    ? `Every ${institutionName} seat is taken`
    : `${institutionName} has used 90% of its seats`;
  const rendered = renderEmail({
    heading,
    paragraphs: [
      `Hello ${firstName},`,
      `${seatsHeld} of ${institutionName}'s ${seatCount} seats are taken.`,
      full
        ? "Nobody else can join until a seat is freed: invitations cannot be accepted and new sign-ins through your organisation's single sign-on are turned away. You can free seats by removing learners who have left, or ask us for more."
        : "When the last seat is taken, nobody else can join until one is freed. If you expect more learners, ask us for more seats now, or remove learners who have left.",
      `To add seats, write to us: ${new URL("/contact", appUrl).href}`,
    ],
    action: {
      label: "Review your learners",
      url: new URL(managePath(institutionId, "/learners"), appUrl).href,
    },
    footnote: optionalLine,
    unsubscribeUrl,
  });
  return {
    subject: full ? `All ${seatCount} seats are taken` : `${seatsHeld} of ${seatCount} seats taken`,
    ...rendered,
    notice: {
      title: full ? "Every seat is taken" : "90% of seats taken",
      body: `${seatsHeld} of ${seatCount} seats are taken.`,
      href: managePath(institutionId, "/learners"),
    },
  };
}

/** 60 or 14 days before the contract ends. */
export function contractWords(
  manager: Manager & { contractEnd: string; daysLeft: number },
  appUrl: string,
  unsubscribeUrl: string,
): ReminderWords {
  const { firstName, institutionName, institutionId, daysLeft } = manager;
  const ends = formatDueDate(manager.contractEnd);
  const rendered = renderEmail({
    heading: `${institutionName}'s contract ends on ${ends}`,
    paragraphs: [
      `Hello ${firstName},`,
      `${institutionName}'s ${brand.name} contract ends on ${ends}, in ${daysLeft} ${daysLeft === 1 ? "day" : "days"}.`,
      "After that day your learners' seats no longer open courses; their completions and certificates stay theirs.",
      `To renew, write to us and we will arrange it: ${new URL("/contact", appUrl).href}`,
    ],
    action: {
      label: "Open the manager area",
      url: new URL(managePath(institutionId), appUrl).href,
    },
    footnote: optionalLine,
    unsubscribeUrl,
  });
  return {
    subject: `Your ${brand.name} contract ends on ${ends}`,
    ...rendered,
    notice: {
      title: "Contract ending",
      body: `${institutionName}'s contract ends on ${ends}.`,
      href: managePath(institutionId),
    },
  };
}
