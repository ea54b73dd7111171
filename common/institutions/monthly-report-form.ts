import { z } from "../zod";

/** The overview's toggle for the monthly CSV report (docs/product/institutions.md#reporting). */
export const monthlyReportSchema = z.object({
  monthlyReport: z.enum(["on", "off"], { error: "Choose whether to receive the report." }),
});
