import { Form, Link } from "react-router";
import type { EditorAnswer } from "@server/back-office/courses/editor-answers";
import type { CourseOutlineForEditing } from "@server/back-office/courses/courses";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formStateOf, shown } from "./editor-state";
import { OrderedItemActions, OrderedItemCard } from "./ordered-item-card";

type Props = {
  modules: CourseOutlineForEditing[];
  answer: EditorAnswer | undefined;
  /** The id whose deletion is being confirmed (`?delete=`). */
  deleting: string | null;
};

/** A course's modules in order, each with its lessons: add, rename, move and delete. */
export function CourseOutlineEditor({ modules, answer, deleting }: Props) {
  const addModule = formStateOf(answer, "add-module");
  return (
    <section aria-labelledby="modules" className="grid gap-4">
      <h2 id="modules" className="text-xl font-semibold">
        Modules and lessons
      </h2>
      {modules.length === 0 && <p className="text-muted">No modules yet: add the first below.</p>}
      <ol className="grid gap-4">
        {modules.map((module, index) => (
          <ModuleCard
            key={module.id}
            module={module}
            first={index === 0}
            last={index === modules.length - 1}
            answer={answer}
            deleting={deleting}
          />
        ))}
      </ol>
      <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
        <input type="hidden" name="intent" value="add-module" />
        <Field label="New module title" error={addModule.errors.title} className="min-w-64 flex-1">
          <Input name="title" defaultValue={shown(addModule, "title", "")} maxLength={200} />
        </Field>
        <Button type="submit">Add module</Button>
      </Form>
    </section>
  );
}

function ModuleCard({
  module,
  first,
  last,
  answer,
  deleting,
}: { module: CourseOutlineForEditing; first: boolean; last: boolean } & Omit<Props, "modules">) {
  const rename = formStateOf(answer, `rename-module-${module.id}`);
  const addLesson = formStateOf(answer, `add-lesson-${module.id}`);
  const name = `module “${module.title}”`;
  return (
    <OrderedItemCard
      kind="module"
      id={module.id}
      name={name}
      title={module.title}
      first={first}
      last={last}
      confirmingDelete={deleting === module.id}
      deleteConsequence={`Its ${module.lessons.length} lesson(s), their blocks and learners' progress on them are deleted too. This cannot be undone.`}
    >
      <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
        <input type="hidden" name="intent" value="rename-module" />
        <input type="hidden" name="formKey" value={`rename-module-${module.id}`} />
        <input type="hidden" name="id" value={module.id} />
        <Field label="Module title" error={rename.errors.title} className="min-w-64 flex-1">
          <Input name="title" defaultValue={shown(rename, "title", module.title)} maxLength={200} />
        </Field>
        <Button type="submit" variant="outline">
          Rename
        </Button>
      </Form>
      <h4 className="font-medium">Lessons</h4>
      {module.lessons.length === 0 ? (
        <p className="text-sm text-muted">No lessons yet.</p>
      ) : (
        <ol className="grid gap-2">
          {module.lessons.map((lesson, index) => (
            <li
              key={lesson.id}
              id={`lesson-${lesson.id}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <Link
                to={`/admin/lessons/${lesson.id}`}
                className="font-medium text-primary-700 underline underline-offset-4 focus-ring"
              >
                {lesson.title}
              </Link>
              <OrderedItemActions
                kind="lesson"
                id={lesson.id}
                name={`lesson “${lesson.title}”`}
                first={index === 0}
                last={index === module.lessons.length - 1}
                confirmingDelete={deleting === lesson.id}
                deleteConsequence="Its blocks and learners' progress on it are deleted too. This cannot be undone."
              />
            </li>
          ))}
        </ol>
      )}
      <Form
        method="post"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        noValidate
      >
        <input type="hidden" name="intent" value="add-lesson" />
        <input type="hidden" name="formKey" value={`add-lesson-${module.id}`} />
        <input type="hidden" name="moduleId" value={module.id} />
        <Field label="New lesson title" error={addLesson.errors.title}>
          <Input name="title" defaultValue={shown(addLesson, "title", "")} maxLength={200} />
        </Field>
        <Field label="New lesson address" error={addLesson.errors.slug}>
          <Input name="slug" defaultValue={shown(addLesson, "slug", "")} maxLength={120} />
        </Field>
        <Button type="submit" variant="secondary">
          Add lesson
        </Button>
      </Form>
      {(addLesson.errors.moduleId || rename.errors.form) && (
        <Alert variant="danger" title="Not saved">
          {addLesson.errors.moduleId ?? rename.errors.form}
        </Alert>
      )}
    </OrderedItemCard>
  );
}
