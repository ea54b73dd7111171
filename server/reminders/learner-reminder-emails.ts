import { brand } from "@common/brand";
import { formatDueDate } from "@common/institutions/due-date";
import { renderEmail } from "../mail/email-layout";

export type DueKind = "due-14" | "due-3" | "overdue";

export type DueReminder = {
  kind: DueKind;
  firstName: string;
  institutionName: string;
  cohortName: string;
  dueDate: string;
  /** Days from today to the due date: negative once it has passed. */
  daysLeft: number;
  courses: { title: string; url: string; path: string }[];
};

/** What a reminder says, by email and as a notice in the product. */
export type ReminderWords = {
  subject: string;
  text: string;
  html: string;
  notice: { title: string; body: string; href: string };
};

const mandatoryLine = (institutionName: string) =>
  `This is a mandatory training reminder: ${institutionName} requires this training, so these reminders cannot be turned off. They stop once the training is complete.`;

const whenDue = (daysLeft: number) =>
  daysLeft === 0 ? "today" : daysLeft === 1 ? "tomorrow" : `in ${daysLeft} days`;

const listOf = (titles: string[]) =>
  titles.length === 1
    ? titles[0]!
    : `${titles.slice(0, -1).join(", ")} and ${titles[titles.length - 1]}`;

/** A learner's *due in 14 days*, *due in 3 days* or weekly *overdue* reminder. */
export function dueReminderWords(reminder: DueReminder, appUrl: string): ReminderWords {
  const { kind, firstName, institutionName, cohortName, daysLeft, courses } = reminder;
  const due = formatDueDate(reminder.dueDate);
  const titles = courses.map((course) => course.title);
  const what = listOf(titles);
  const one = courses.length === 1 ? courses[0]! : null;
  const several = courses.length > 1;
  const subject =
    kind === "overdue"
      ? `Overdue: ${what} ${several ? "were" : "was"} due on ${due}`
      : `Reminder: ${what} ${several ? "are" : "is"} due ${whenDue(daysLeft)}`;
  const opening =
    kind === "overdue"
      ? `${institutionName} asked you to complete the training below by ${due}, and it is not finished yet. Please complete it as soon as you can: your institution can see that it is overdue.`
      : `${institutionName} has asked everyone in "${cohortName}" to complete the training below by ${due}, which is ${whenDue(daysLeft)}.`;
  const courseLines = courses.map((course) => `• ${course.title}: ${course.url}`);
  const rendered = renderEmail({
    heading:
      kind === "overdue" ? "Your training is overdue" : `Your training is due ${whenDue(daysLeft)}`,
    paragraphs: [
      `Hello ${firstName},`,
      opening,
      ...courseLines,
      "A course counts as complete once you have studied every lesson, passed its assessment and any practice it asks for.",
    ],
    action: one
      ? { label: "Open the course", url: one.url }
      : { label: "Open your dashboard", url: new URL("/dashboard", appUrl).href },
    footnote: mandatoryLine(institutionName),
  });
  return {
    subject,
    ...rendered,
    notice: {
      title: kind === "overdue" ? `Overdue: ${what}` : `Due ${whenDue(daysLeft)}: ${what}`,
      body:
        kind === "overdue"
          ? `${institutionName} asked you to complete this by ${due}.`
          : `${institutionName} asks you to complete this by ${due}.`,
      href: one ? one.path : "/dashboard",
    },
  };
}

export type ExpiryReminder = {
  firstName: string;
  institutionName: string;
  courseTitle: string;
  /** The UK date the certification expires. */
  expiresOn: string;
  url: string;
  path: string;
};

/** A learner's *certification expires in 30 days* reminder. */
export function expiryReminderWords(reminder: ExpiryReminder): ReminderWords {
  const { firstName, institutionName, courseTitle } = reminder;
  const expires = formatDueDate(reminder.expiresOn);
  const rendered = renderEmail({
    heading: "Your certification is expiring",
    paragraphs: [
      `Hello ${firstName},`,
      `Your ${brand.name} certification in ${courseTitle} expires on ${expires}. ${institutionName} asks you to renew it before then, so that your training stays up to date.`,
      "Renewing opens the course again with a fresh assessment and practice; your earlier certificate stays in your learning record.",
    ],
    action: { label: "Renew the course", url: reminder.url },
    footnote: mandatoryLine(institutionName),
  });
  return {
    subject: `Your ${courseTitle} certification expires on ${expires}`,
    ...rendered,
    notice: {
      title: `Certification expiring: ${courseTitle}`,
      body: `It expires on ${expires}. Renew it before then.`,
      href: reminder.path,
    },
  };
}
