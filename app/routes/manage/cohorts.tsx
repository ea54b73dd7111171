import { Form, Link, useNavigation } from "react-router";
import { Download } from "lucide-react";
import { formatDueDate } from "@common/institutions/due-date";
import { cohortsPage, newCohortAction } from "@server/institutions/cohorts/cohorts-page";
import { requireManager } from "@server/institutions/require-manager";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Table, TableCell, TableHead, TableRow, TableRowHeader } from "~/components/ui/table";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { pageMeta } from "~/lib/meta";
import { WriteControls } from "~/features/manage/write-controls";
import type { Route } from "./+types/cohorts";

export const meta: Route.MetaFunction = () =>
  pageMeta("Cohorts", "Your institution's cohorts, their courses and due dates.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  return cohortsPage(context, institution.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  return newCohortAction(context, request, institution);
}

export default function Cohorts({ loaderData, actionData }: Route.ComponentProps) {
  const { institutionId, cohorts } = loaderData;
  const creating = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">Cohorts</h1>
        <a
          href={`/manage/${institutionId}/export.csv`}
          download
          className="inline-flex items-center gap-1.5 rounded font-medium text-primary-700 underline underline-offset-4 focus-ring"
        >
          <Download aria-hidden="true" className="size-4" />
          Download every learner's progress (CSV)
        </a>
      </div>
      {cohorts.length === 0 ? (
        <p className="text-muted">No cohorts yet.</p>
      ) : (
        <Table caption="Cohorts">
          <TableHead
            columns={[
              "Cohort",
              { label: "Learners", numeric: true },
              { label: "Courses", numeric: true },
              "Due date",
            ]}
          />
          <tbody>
            {cohorts.map((cohort) => (
              <TableRow key={cohort.id}>
                <TableRowHeader>
                  <Link
                    to={`/manage/${institutionId}/cohorts/${cohort.id}`}
                    className="rounded text-primary-700 underline-offset-4 focus-ring hover:underline"
                  >
                    {cohort.name}
                  </Link>
                </TableRowHeader>
                <TableCell numeric>{cohort.learnerCount}</TableCell>
                <TableCell numeric>{cohort.courseCount}</TableCell>
                <TableCell>{cohort.dueDate ? formatDueDate(cohort.dueDate) : "None"}</TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      <WriteControls>
        <section
          aria-labelledby="new-cohort-heading"
          className="grid max-w-xl gap-4 rounded-xl border border-border bg-surface p-6"
        >
          <h2 id="new-cohort-heading" className="text-xl font-semibold">
            New cohort
          </h2>
          {errors.form && (
            <Alert variant="danger" title="Not created">
              {errors.form}
            </Alert>
          )}
          <Form method="post" className="grid gap-4">
            <Field label="Name" hint="For example: F1 doctors, August intake" error={errors.name}>
              <Input name="name" required maxLength={120} defaultValue={text(values.name)} />
            </Field>
            <Field label="Due date" optional error={errors.dueDate}>
              <Input name="dueDate" type="date" defaultValue={text(values.dueDate)} />
            </Field>
            <div>
              <Button type="submit" loading={creating}>
                Create cohort
              </Button>
            </div>
          </Form>
        </section>
      </WriteControls>
    </div>
  );
}

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
