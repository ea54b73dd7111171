import { trainingRecordRetentionJob } from "../institutions/records/erase-expired-records";
import type { ScheduledJob } from "./schedules";
import { remindersJob } from "../reminders/reminders-job";
import { monthlyReportJob } from "../institutions/reporting/monthly-report-job";

/**
 * Every recurring job the servers run (docs/architecture.md#scheduled-jobs). One line each:
 * the reminders, the retention of departed learners' records, the monthly report.
 */
export const scheduledJobs: readonly ScheduledJob[] = [
  trainingRecordRetentionJob,
  remindersJob,
  monthlyReportJob,
];
