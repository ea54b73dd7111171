import { Link } from "react-router";
import { institutionCourseList } from "@server/institutions/institution-courses";
import { requireManager } from "@server/institutions/require-manager";
import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/overview";

/** An institution at a glance for its managers: the contract, the seats and the courses. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  const courses = await institutionCourseList(context.db, institution.id);
  const today = new Date().toISOString().slice(0, 10);
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
    courses,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `${data.institution.name}: overview` : "Institution", "Your institution.");

const tierName = { standard: "Standard", premium: "Premium" } as const;

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { institution, courses } = loaderData;
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
      <section aria-labelledby="courses-heading" className="grid gap-3">
        <h2 id="courses-heading" className="text-xl font-semibold">
          Courses your seats open
        </h2>
        {courses.length === 0 ? (
          <p className="text-muted">
            No courses yet. Your Clinova contact adds them to the contract.
          </p>
        ) : (
          <ul className="grid gap-2">
            {courses.map((course) => (
              <li
                key={course.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3"
              >
                <Link
                  to={`/course/${course.slug}`}
                  className="font-medium underline-offset-4 focus-ring hover:underline"
                >
                  {course.title}
                </Link>
                {course.requiredTier === "premium" && <Badge variant="secondary">Premium</Badge>}
              </li>
            ))}
          </ul>
        )}
      </section>
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
