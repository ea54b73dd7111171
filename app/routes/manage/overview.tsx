import { Link } from "react-router";
import { overviewAction, overviewPage } from "@server/institutions/reporting/overview-page";
import { MonthlyReportToggle } from "~/features/manage/overview/monthly-report-toggle";
import { OverviewFigures } from "~/features/manage/overview/overview-figures";
import { formatDate } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/overview";

/**
 * An institution at a glance for its managers and reporters: the contract, the seats, completion
 * per course and over time (docs/product/institutions.md#reporting), and their monthly report.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return overviewPage(context, request, params.institutionId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return overviewAction(context, request, params.institutionId);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `${data.institution.name}: overview` : "Institution", "Your institution.");

const tierName = { standard: "Standard", premium: "Premium" } as const;

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { institution, figures, monthlyReport } = loaderData;
  const seatsLeft = institution.seatCount - institution.seatsHeld;
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-semibold">Overview</h1>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact label="Seats">
          {`${institution.seatsHeld} of ${institution.seatCount} held`}
          <span className="block text-sm font-normal text-muted">
            {seatsLeft === 1 ? "1 seat free" : `${seatsLeft} seats free`}
          </span>
        </Fact>
        <Fact label="Contract">
          {`${formatDate(institution.contractStart)} to ${formatDate(institution.contractEnd)}`}
          <span className="block text-sm font-normal text-muted">
            {institution.contractActive
              ? "Running: seats open the courses below."
              : "Not running today: seats open no courses."}
          </span>
        </Fact>
        <Fact label="Tier">
          {tierName[institution.tier]}
          <span className="block text-sm font-normal text-muted">
            {institution.emailDomains.length > 0
              ? `Addresses ending in ${institution.emailDomains.map((d) => `@${d}`).join(" or ")}`
              : "Any email address may take a seat."}
          </span>
        </Fact>
      </dl>
      <OverviewFigures courses={figures.courses} months={figures.months} />
      <MonthlyReportToggle wanted={monthlyReport} />
      <p>
        <Link
          to={`/manage/${institution.id}/learners`}
          className="font-medium text-primary-700 underline underline-offset-4 focus-ring"
        >
          See learners and invite more
        </Link>
      </p>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-surface px-5 py-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{children}</dd>
    </div>
  );
}
