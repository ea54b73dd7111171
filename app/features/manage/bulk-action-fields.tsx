import type { RefObject } from "react";
import { bulkActionLabels, bulkActions, type BulkAction } from "@common/institutions/bulk-actions";
import { Button } from "~/components/ui/button";
import { controlClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/**
 * The bulk form's choice (docs/product/institutions.md#learners-at-scale): what to do with the
 * learners ticked, the cohort to move or add them to, and Preview; nothing changes before the
 * preview's confirmation. Shared by the learners list and a cohort's table.
 */
export function BulkActionFields({
  cohorts,
  actions = bulkActions,
}: {
  cohorts: { id: string; name: string }[];
  actions?: readonly BulkAction[];
}) {
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">With the learners ticked</legend>
      <label className="grid gap-1 text-sm font-medium">
        With the learners ticked
        <select name="action" defaultValue={actions[0]} className={cn(controlClasses, "h-11")}>
          {actions.map((action) => (
            <option key={action} value={action}>
              {bulkActionLabels[action]}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Cohort (to move or add to)
        <select name="cohortId" defaultValue="" className={cn(controlClasses, "h-11")}>
          <option value="">Choose a cohort</option>
          {cohorts.map((cohort) => (
            <option key={cohort.id} value={cohort.id}>
              {cohort.name}
            </option>
          ))}
        </select>
      </label>
      <input type="hidden" name="intent" value="bulk-preview" />
      <Button type="submit" variant="outline">
        Preview
      </Button>
    </fieldset>
  );
}

/** The heading's box that ticks or clears every learner of the page in the form. */
export function SelectAllBox({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const selectAll = (checked: boolean) => {
    formRef.current
      ?.querySelectorAll<HTMLInputElement>('input[name="keys"]')
      .forEach((box) => (box.checked = checked));
  };
  return (
    <label className="flex items-center gap-2">
      <input type="checkbox" onChange={(e) => selectAll(e.currentTarget.checked)} />
      <span className="sr-only">Select all on this page</span>
    </label>
  );
}
