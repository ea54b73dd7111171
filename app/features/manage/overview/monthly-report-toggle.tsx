import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** The reader's own monthly CSV report, on or off (docs/product/institutions.md#reporting). */
export function MonthlyReportToggle({ wanted }: { wanted: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section
      aria-labelledby="monthly-report-heading"
      className="grid gap-3 rounded-xl border border-border bg-surface p-6"
    >
      <h2 id="monthly-report-heading" className="text-xl font-semibold">
        Email me a monthly report (CSV)
      </h2>
      <p className="text-muted">
        {wanted
          ? "On: on the 1st of each month we email you every learner's standing in each course as a CSV file."
          : "Off: turn it on to receive every learner's standing in each course as a CSV file on the 1st of each month."}
      </p>
      <Form method="post">
        <input type="hidden" name="monthlyReport" value={wanted ? "off" : "on"} />
        <Button type="submit" variant={wanted ? "secondary" : "primary"} loading={busy}>
          {wanted ? "Stop the monthly report" : "Email me a monthly report"}
        </Button>
      </Form>
    </section>
  );
}
