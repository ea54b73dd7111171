import { Form, Link, useNavigation } from "react-router";
import type { ActionAnswer } from "@common/forms/action-answer";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { WriteControls } from "./write-controls";
import { NativeCheckbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { CohortMembersList, type CohortMembersData } from "./cohort-members-list";

type Data = CohortMembersData & {
  cohort: { id: string; name: string; dueDate: string | null };
  courses: {
    id: string;
    title: string;
    assigned: boolean;
    renewable: boolean;
    validityMonths: number | null;
  }[];
};

const sectionClass = "grid gap-4 rounded-xl border border-border bg-surface p-6";

/** A cohort's settings: its name and due date, its courses and its learners. */
export function CohortSettingsPage({ data, refusal }: { data: Data; refusal?: ActionAnswer }) {
  const { cohort, institution } = data;
  const busy = useNavigation().state === "submitting";
  const errorsOf = (intent: string) => (refusal?.form === intent ? refusal.errors : {});
  const valueOf = (intent: string, name: string) => {
    const value = refusal?.form === intent ? refusal.values[name] : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const details = errorsOf("details");
  const adding = errorsOf("add-members");
  const courseErrors = errorsOf("courses");
  const sentValidity =
    refusal?.form === "courses" ? [refusal.values.validityMonths ?? []].flat() : null;
  return (
    <div className="grid max-w-3xl gap-8">
      <p>
        <Link
          to={`/manage/${institution.id}/cohorts/${cohort.id}`}
          className="rounded font-medium text-primary-700 underline underline-offset-4 focus-ring"
        >
          Back to the cohort's progress
        </Link>
      </p>
      <h1 className="text-3xl font-semibold">{`${cohort.name}: settings`}</h1>
      {refusal && refusal.form === undefined && refusal.errors.form && (
        <Alert variant="danger" title="Not saved">
          {refusal.errors.form}
        </Alert>
      )}
      <section aria-labelledby="details-heading" className={sectionClass}>
        <h2 id="details-heading" className="text-xl font-semibold">
          Name and due date
        </h2>
        <WriteControls
          fallback={<p>{cohort.dueDate ? `Due on ${cohort.dueDate}` : "No due date"}</p>}
        >
          <Form method="post" className="grid gap-4">
            <Field label="Name" error={details.name}>
              <Input
                name="name"
                required
                maxLength={120}
                defaultValue={valueOf("details", "name") ?? cohort.name}
              />
            </Field>
            <Field
              label="Due date"
              optional
              hint="Learners see it beside the cohort's courses; after it, unfinished learners show as overdue."
              error={details.dueDate}
            >
              <Input
                name="dueDate"
                type="date"
                defaultValue={valueOf("details", "dueDate") ?? cohort.dueDate ?? ""}
              />
            </Field>
            <div>
              <Button type="submit" name="intent" value="details" loading={busy}>
                Save name and due date
              </Button>
            </div>
          </Form>
        </WriteControls>
      </section>
      <section aria-labelledby="courses-heading" className={sectionClass}>
        <h2 id="courses-heading" className="text-xl font-semibold">
          Courses
        </h2>
        {data.courses.length === 0 ? (
          <p className="text-muted">
            Your contract opens no courses yet: your Clinova contact adds them.
          </p>
        ) : (
          <WriteControls
            fallback={
              <ul className="list-disc pl-5">
                {data.courses
                  .filter((course) => course.assigned)
                  .map((course) => (
                    <li key={course.id}>{course.title}</li>
                  ))}
              </ul>
            }
          >
            <Form method="post" className="grid gap-4">
              <fieldset className="grid gap-2" aria-describedby="validity-hint">
                <legend className="mb-2 text-sm text-muted">
                  The courses this cohort must complete, from those your seats open.
                </legend>
                <p id="validity-hint" className="text-sm text-muted">
                  A validity period makes a completion expire that many months after it, so the
                  learner renews it. Leave it blank when the course does not expire.
                </p>
                {courseErrors.validityMonths && (
                  <p role="alert" className="text-sm font-medium text-danger">
                    {courseErrors.validityMonths}
                  </p>
                )}
                {data.courses.map((course, index) => (
                  <div key={course.id} className="flex flex-wrap items-center gap-x-6 gap-y-2">
                    <label className="flex min-h-11 grow items-center gap-3">
                      <NativeCheckbox
                        name="courseIds"
                        value={course.id}
                        defaultChecked={course.assigned}
                      />
                      <span>{course.title}</span>
                    </label>
                    <input type="hidden" name="validityCourseIds" value={course.id} />
                    {course.renewable ? (
                      <label className="flex items-center gap-2 text-sm">
                        <span>
                          Valid for<span className="sr-only">{` (${course.title})`}</span>
                        </span>
                        <Input
                          name="validityMonths"
                          inputMode="numeric"
                          pattern="[0-9]*"
                          className="w-20"
                          aria-invalid={courseErrors.validityMonths ? true : undefined}
                          defaultValue={
                            sentValidity?.[index] ?? course.validityMonths?.toString() ?? ""
                          }
                        />
                        <span>months</span>
                      </label>
                    ) : (
                      <p className="text-sm text-muted">
                        <input type="hidden" name="validityMonths" value="" />
                        Does not expire: no assessment or practice session to take again
                      </p>
                    )}
                  </div>
                ))}
              </fieldset>
              <div>
                <Button type="submit" name="intent" value="courses" loading={busy}>
                  Save courses
                </Button>
              </div>
            </Form>
          </WriteControls>
        )}
      </section>
      <WriteControls>
        <section aria-labelledby="add-heading" className={sectionClass}>
          <h2 id="add-heading" className="text-xl font-semibold">
            Add learners
          </h2>
          <Form method="post" className="grid gap-4">
            <Field
              label="Email addresses"
              hint={`One per line. Each must hold a seat at ${institution.name}.`}
              error={adding.emails}
            >
              <Textarea name="emails" rows={5} defaultValue={valueOf("add-members", "emails")} />
            </Field>
            <div>
              <Button type="submit" name="intent" value="add-members" loading={busy}>
                Add to cohort
              </Button>
            </div>
          </Form>
        </section>
      </WriteControls>
      <CohortMembersList data={data} />
    </div>
  );
}
