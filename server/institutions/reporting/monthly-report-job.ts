import { sql } from "drizzle-orm";
import type { ScheduledJob, ScheduledJobDeps } from "../../jobs/schedules";
import { rowsOf } from "../cohorts/progress-cells-sql";
import { monthlyReportCsv, monthlyReportSummary } from "./monthly-report-csv";
import { monthlyReportRows } from "./monthly-report-rows";

/**
 * The monthly report (docs/product/institutions.md#reporting, decision 0061): on the 1st of each
 * month at 06:30 UTC, every manager or reporter who asked for it gets their institution's CSV by
 * email. Each email is guarded by its key in `reminder_sends`, inserted in the transaction that
 * queues it: two instances, or a retried run, send it once.
 */
export const monthlyReportJob: ScheduledJob = {
  queue: "institution-monthly-report",
  cron: "30 6 1 * *",
  run: sendMonthlyReports,
};

export async function sendMonthlyReports({ db, mailQueue, logger, appUrl, now }: ScheduledJobDeps) {
  const month = now.toISOString().slice(0, 7);
  const recipients = await rowsOf<{
    institution_id: string;
    institution_name: string;
    user_id: string;
    email: string;
  }>(
    db.execute(sql`
      select im.institution_id, ia.name as institution_name, im.user_id, u.email
      from institution_managers im
      join institution_accounts ia on ia.id = im.institution_id
      join users u on u.id = im.user_id
      where im.monthly_report
        and not exists (select 1 from reminder_sends rs
          where rs.key = 'monthly-report:' || im.institution_id || ':' || im.user_id || ':' || ${month})
      order by im.institution_id`),
  );
  const reports = new Map<
    string,
    Promise<{ csv: string; summary: ReturnType<typeof monthlyReportSummary> }>
  >();
  const reportOf = (institutionId: string) => {
    let report = reports.get(institutionId);
    if (!report) {
      report = monthlyReportRows(db, institutionId, now).then((rows) => ({
        csv: monthlyReportCsv(rows),
        summary: monthlyReportSummary(rows),
      }));
      reports.set(institutionId, report);
    }
    return report;
  };
  let sent = 0;
  for (const recipient of recipients) {
    const { csv, summary } = await reportOf(recipient.institution_id);
    const key = `monthly-report:${recipient.institution_id}:${recipient.user_id}:${month}`;
    const overview = `${appUrl}/manage/${recipient.institution_id}`;
    const queued = await db.transaction(async (tx) => {
      const claimed = (await tx.execute(sql`
        insert into reminder_sends (key) values (${key})
        on conflict do nothing returning key`)) as unknown as { rows: unknown[] };
      if (claimed.rows.length === 0) return false;
      const lines = [
        `Your monthly report for ${recipient.institution_name} is attached as a CSV file: one line per learner and course.`,
        "",
        `Learners: ${summary.learners}`,
        `Completion rate: ${summary.rate}% (${summary.completed} of ${summary.assignments} course assignments)`,
        `Overdue: ${summary.overdue}`,
        `Expiring within 30 days: ${summary.expiring}`,
        `Expired: ${summary.expired}`,
        "",
        `See the overview: ${overview}`,
        `To stop these emails, turn off "Email me a monthly report (CSV)" on the overview.`,
      ];
      await mailQueue.enqueue(
        {
          to: recipient.email,
          subject: `Monthly report for ${recipient.institution_name}: ${month}`,
          text: lines.join("\n"),
          html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("\n"),
          attachments: [
            {
              filename: `clinova-report-${month}.csv`,
              content: csv,
              contentType: "text/csv; charset=utf-8",
            },
          ],
        },
        { tx },
      );
      return true;
    });
    if (queued) sent += 1;
  }
  logger.info({ month, sent }, "monthly reports queued");
}

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
