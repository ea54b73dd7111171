import { Form, Link } from "react-router";
import { formatSeconds } from "@common/practice/format-seconds";
import type { Debrief } from "@server/practice/debrief";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ToImprove, WentWell } from "./debrief-items";
import { DebriefTimeline } from "./debrief-timeline";
import { DebriefVerdict } from "./debrief-verdict";
import { DebriefInefficiencies, DebriefPatientOutcome } from "./debrief-patient";
import { DebriefReplay } from "./debrief-replay";

/**
 * The debrief (docs/product/practice.md#debrief): score, time, how the patient ended, what to work
 * on and why, inefficiencies, what went well, the patient replayed and the log; printable.
 */
export function DebriefPage({ debrief }: { debrief: Debrief }) {
  const done = debrief.steps.filter((step) => step.status === "done");
  const toWorkOn = debrief.steps.filter((step) => step.status !== "done");
  return (
    <Container className="grid gap-8 py-8 print:max-w-none print:gap-5 print:py-0">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Debrief</p>
        <h1 className="text-3xl font-semibold text-balance">{debrief.scenarioTitle}</h1>
        <p className="text-muted">
          From{" "}
          <Link
            className="text-primary-700 underline underline-offset-4"
            to={`/course/${debrief.course.slug}`}
          >
            {debrief.course.title}
          </Link>
          . Rests on {debrief.basis}
        </p>
      </header>

      <DebriefVerdict verdict={debrief.verdict} />

      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl border border-border bg-surface p-5">
          <dt className="text-sm text-muted">Score</dt>
          <dd className="text-3xl font-semibold">{debrief.score} out of 100</dd>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-5">
          <dt className="text-sm text-muted">Time</dt>
          <dd className="text-3xl font-semibold">{formatSeconds(debrief.totalSeconds)}</dd>
          <dd className={debrief.overTime ? "text-sm text-danger" : "text-sm text-muted"}>
            {debrief.overTime
              ? `Over the target of ${formatSeconds(debrief.targetSeconds)}`
              : `Within the target of ${formatSeconds(debrief.targetSeconds)}`}
          </dd>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-5">
          <dt className="text-sm text-muted">Critical steps done well</dt>
          <dd className="text-3xl font-semibold">
            {done.length} of {debrief.steps.length}
          </dd>
          <dd className="text-sm text-muted">
            {debrief.errors.length === 0
              ? "No errors"
              : `${debrief.errors.length} ${debrief.errors.length === 1 ? "error" : "errors"}`}
          </dd>
        </div>
      </dl>

      {debrief.patient && <DebriefPatientOutcome patient={debrief.patient} />}
      <ToImprove errors={debrief.errors} steps={toWorkOn} />
      <DebriefInefficiencies inefficiencies={debrief.inefficiencies} />
      <WentWell steps={done} />
      {debrief.patient && (
        <DebriefReplay
          patient={debrief.patient}
          timeline={debrief.timeline}
          totalSeconds={debrief.totalSeconds}
        />
      )}
      <DebriefTimeline timeline={debrief.timeline} />

      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-6 print:hidden">
        <Form method="post">
          <input type="hidden" name="intent" value="again" />
          <Button type="submit" size="lg">
            Practise again
          </Button>
        </Form>
        <Button asChild variant="outline" size="lg">
          <Link to={`/course/${debrief.course.slug}`}>Back to the course</Link>
        </Button>
      </div>
    </Container>
  );
}
