import { Form } from "react-router";
import { Award, Trash2 } from "lucide-react";
import { formatBillingDate } from "@common/billing/format-date";
import { activeTimeText, formatCpdHours } from "@common/learning/cpd-hours";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ExternalActivityForm } from "./external-activity-form";
import { ReflectionFields } from "./reflection-fields";
import { formState, type RecordEntry, type RecordRefusal } from "./record-types";

/** One CPD entry: what, when, how long, the reflection, and the ways to change it. */
export function RecordEntryCard({
  entry,
  refusal,
}: {
  entry: RecordEntry;
  refusal: RecordRefusal | null;
}) {
  const form = formState(refusal, entry.id);
  const headingId = `entry-${entry.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <time dateTime={entry.date}>{formatBillingDate(entry.date)}</time>
        <span aria-hidden="true">·</span>
        <span>{entry.activityType}</span>
        <span aria-hidden="true">·</span>
        <span>{formatCpdHours(entry.minutes)}</span>
        {entry.activeMinutes !== null && (
          <>
            <span aria-hidden="true">·</span>
            <span>{activeTimeText(entry.activeMinutes)}</span>
          </>
        )}
        <Badge variant={entry.participatory ? "default" : "secondary"}>
          {entry.participatory ? "Participatory" : "Non-participatory"}
        </Badge>
        {entry.source === "clinova" && <Badge variant="secondary">Clinova course</Badge>}
        {entry.source === "practice" && <Badge variant="secondary">Clinova practice</Badge>}
      </div>
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {entry.title}
      </h3>
      {entry.covered && <p className="text-sm text-ink">{entry.covered}</p>}
      {entry.achievement && <p className="text-sm text-muted">{entry.achievement}</p>}
      {entry.certificate && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Award aria-hidden="true" className="size-4 text-success" />
          <span>
            Certificate <span className="font-mono">{entry.certificate.number}</span>
          </span>
          <a
            href={entry.certificate.verificationUrl}
            className="rounded font-mono text-xs break-all text-primary-700 underline underline-offset-4 focus-ring"
          >
            {entry.certificate.verificationUrl}
          </a>
        </p>
      )}
      {entry.reflection && (
        <dl className="grid gap-2 rounded-xl bg-primary-50/60 p-4 text-sm">
          <ReflectionLine label="What I learned" text={entry.reflection.whatLearned} />
          <ReflectionLine
            label="How it changes my practice"
            text={entry.reflection.practiceChange}
          />
          <ReflectionLine label="Standards it relates to" text={entry.reflection.standards} />
        </dl>
      )}
      {entry.source !== "practice" && (
        <details open={form.open} className="group rounded-xl border border-border">
          <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold text-primary-700 focus-ring">
            {entry.source === "external"
              ? "Edit this activity"
              : entry.reflection
                ? "Edit your reflection"
                : "Add a reflection"}
            <span className="sr-only">: {entry.title}</span>
          </summary>
          <div className="grid gap-4 px-4 pb-4">
            {entry.source === "external" ? (
              <ExternalActivityForm entry={entry} values={form.values} errors={form.errors} />
            ) : (
              <Form method="post" noValidate className="grid gap-4">
                <input type="hidden" name="intent" value="reflection-save" />
                <input type="hidden" name="courseId" value={entry.id} />
                <ReflectionFields
                  idPrefix={`reflection-${entry.id}`}
                  firstInvalid={Object.keys(form.errors)[0]}
                  saved={entry.reflection}
                  values={form.values}
                  errors={form.errors}
                />
                <Button type="submit" className="justify-self-start">
                  Save reflection
                </Button>
              </Form>
            )}
          </div>
        </details>
      )}
      {entry.source === "external" && (
        <Form method="post" className="justify-self-start">
          <input type="hidden" name="intent" value="external-delete" />
          <input type="hidden" name="activityId" value={entry.id} />
          <Button type="submit" variant="ghost" size="sm" className="text-danger">
            <Trash2 aria-hidden="true" />
            Remove from my record<span className="sr-only">: {entry.title}</span>
          </Button>
        </Form>
      )}
    </article>
  );
}

function ReflectionLine({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <div>
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="whitespace-pre-line text-ink">{text}</dd>
    </div>
  );
}
