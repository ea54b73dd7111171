import { notFound } from "@common/forms/action-answer";
import { monthlyReportSchema } from "@common/institutions/monthly-report-form";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import { answerInvalid } from "@common/forms/action-answer";
import { requireManager } from "../require-manager";
import { institutionOverview } from "./institution-overview";
import { monthlyReportWanted, setMonthlyReport } from "./monthly-report-setting";

/**
 * The manager overview (docs/product/institutions.md#reporting): the contract and seats, the
 * figures per course and over time, and the reader's monthly report setting. A constant number of
 * statements, whatever the number of learners.
 */
export async function overviewPage(
  context: Pick<AppContext, "db" | "sessionUser">,
  request: Request,
  institutionId: string | undefined,
  now = new Date(),
) {
  const { user, institution } = await requireManager(context, request, institutionId);
  const [figures, monthlyReport] = await Promise.all([
    institutionOverview(context.db, institution.id, now),
    monthlyReportWanted(context.db, institution.id, user.id),
  ]);
  const today = now.toISOString().slice(0, 10);
  return {
    institution: {
      id: institution.id,
      name: institution.name,
      seatCount: institution.seatCount,
      seatsHeld: institution.seatsHeld,
      contractStart: institution.contractStart,
      contractEnd: institution.contractEnd,
      contractActive: institution.contractStart <= today && today <= institution.contractEnd,
      tier: institution.tier,
      emailDomains: institution.emailDomains,
    },
    figures,
    monthlyReport,
  };
}

/**
 * The overview's one form: the reader's own monthly report setting. Managers and reporters alike
 * change only their own row (scoped in the SQL); anyone else gets 404 and nothing changes.
 */
export async function overviewAction(
  context: Pick<AppContext, "db" | "sessionUser">,
  request: Request,
  institutionId: string | undefined,
) {
  // Any role of the institution may set their own report; anyone else gets 404 before the form is read.
  const { user } = await requireManager(context, request, institutionId, "view");
  const form = await readForm(request, monthlyReportSchema);
  if (!form.ok) return answerInvalid(form);
  const wanted = form.data.monthlyReport === "on";
  if (!(await setMonthlyReport(context.db, institutionId!, user.id, wanted))) notFound();
  return redirectWithToast(
    `/manage/${institutionId}`,
    wanted
      ? {
          type: "success",
          title: "Monthly report on",
          description: "We email you the CSV on the 1st of each month.",
        }
      : { type: "success", title: "Monthly report off" },
    { status: 303 },
  );
}
