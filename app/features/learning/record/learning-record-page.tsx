import { Form, Link } from "react-router";
import { ChevronRight, Download, Plus } from "lucide-react";
import { formatCpdHours } from "@common/learning/cpd-hours";
import { nmcRequirement } from "@common/learning/learning-record";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ExternalActivityForm } from "./external-activity-form";
import { RecordEntryCard } from "./record-entry";
import { CompletionRenewalsSection } from "~/features/learning/renewal/completion-renewals";
import { formState, type LearningRecordData, type RecordRefusal } from "./record-types";

/** /account/learning-record: the CPD record a clinician takes to revalidation or appraisal. */
export function LearningRecordPage({
  data,
  refusal,
}: {
  data: LearningRecordData;
  refusal: RecordRefusal | null;
}) {
  const { period, totals, entries } = data;
  const query = new URLSearchParams(period).toString();
  const adding = formState(refusal, "new");
  return (
    <Container size="md" className="grid max-w-4xl gap-8 py-10 sm:py-14">
      <div className="grid gap-3">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
            <li className="flex items-center gap-1">
              <Link
                to="/account"
                className="rounded font-medium text-primary-700 underline-offset-4 focus-ring hover:underline"
              >
                Account
              </Link>
              <ChevronRight aria-hidden="true" className="size-4 text-border-strong" />
            </li>
            <li aria-current="page" className="font-medium text-ink">
              Learning record
            </li>
          </ol>
        </nav>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Learning record</h1>
        <p className="max-w-2xl text-muted">
          Your CPD in one place: the courses you complete here, the assessments you pass, your
          certificates and the learning you do elsewhere, each with your reflection. Nurses and
          midwives need {nmcRequirement.hours} hours over {nmcRequirement.years} years for NMC
          revalidation, {nmcRequirement.participatoryHours} of them participatory, and{" "}
          {nmcRequirement.reflections} written reflective accounts; doctors reflect on their CPD at
          each GMC appraisal; HCPC registrants keep a dated record of varied activities.
        </p>
      </div>

      <section
        aria-labelledby="period-heading"
        className="grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm"
      >
        <h2 id="period-heading" className="text-lg font-semibold">
          Period
        </h2>
        <Form method="get" className="flex flex-wrap items-end gap-4">
          <Field label="From" id="period-from">
            <Input type="date" name="from" defaultValue={period.from} />
          </Field>
          <Field label="To" id="period-to" error={data.periodError}>
            <Input type="date" name="to" defaultValue={period.to} />
          </Field>
          <Button type="submit" variant="outline">
            Show this period
          </Button>
        </Form>
        <dl className="grid gap-3 sm:grid-cols-4">
          <Total label="Total" value={formatCpdHours(totals.minutes)} />
          <Total label="Participatory" value={formatCpdHours(totals.participatoryMinutes)} />
          <Total label="Non-participatory" value={formatCpdHours(totals.nonParticipatoryMinutes)} />
          <Total label="Reflective accounts" value={String(totals.reflections)} />
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <a href={`/account/learning-record.pdf?${query}`} download>
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={`/account/learning-record.csv?${query}`} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        </div>
      </section>

      <CompletionRenewalsSection renewals={data.renewals ?? []} />

      <section aria-labelledby="entries-heading" className="grid gap-4">
        <h2 id="entries-heading" className="text-xl font-semibold">
          Entries ({entries.length})
        </h2>
        {entries.length === 0 && (
          <p className="rounded-2xl border border-dashed border-border-strong p-6 text-muted">
            Nothing in this period yet. Complete a course or pass an assessment and it appears here;
            add the CPD you do elsewhere below.
          </p>
        )}
        {entries.map((entry) => (
          <RecordEntryCard key={`${entry.source}-${entry.id}`} entry={entry} refusal={refusal} />
        ))}
      </section>

      <section
        aria-labelledby="add-heading"
        className="grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm"
      >
        <h2 id="add-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Plus aria-hidden="true" className="size-5 text-primary-700" />
          Add CPD done elsewhere
        </h2>
        <ExternalActivityForm
          key={JSON.stringify(adding.values)}
          values={adding.values}
          errors={adding.errors}
        />
      </section>
    </Container>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-primary-50/60 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-lg font-semibold text-ink">{value}</dd>
    </div>
  );
}
