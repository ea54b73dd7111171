import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClasses, Input } from "~/components/ui/input";
import {
  courseStatusLabels,
  courseStatuses,
  type CourseStatus,
} from "@common/institutions/learners-query";
import { cn } from "~/lib/cn";

const selectClasses = cn(controlClasses, "h-11");

/**
 * The manager area's search-and-filter bar: a GET form, so the address holds the view (shareable,
 * and it works before JavaScript loads). The sort stays as it was; the page goes back to 1.
 */
export function FilterBar(props: {
  label: string;
  columns: string;
  q: string;
  searchMaxLength: number;
  sort: { sort: string; dir: string };
  children: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={props.label} className="grid gap-3">
      <div className={cn("grid gap-3 sm:grid-cols-2", props.columns)}>
        <label className="grid gap-1 text-sm font-medium">
          Search by name, email or staff number
          <Input type="search" name="q" defaultValue={props.q} maxLength={props.searchMaxLength} />
        </label>
        {props.children}
      </div>
      <input type="hidden" name="sort" value={props.sort.sort} />
      <input type="hidden" name="dir" value={props.sort.dir} />
      <div>
        <Button type="submit">Search</Button>
      </div>
    </Form>
  );
}

/** One labelled filter of the bar; `options` are value and text, in order. */
export function FilterSelect(props: {
  label: string;
  name: string;
  value: string;
  options: { value: string; text: string }[];
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {props.label}
      <select name={props.name} defaultValue={props.value} className={selectClasses}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `Course status`: the same choice on the learners list and a cohort's table. */
export function CourseStatusSelect({ value }: { value: CourseStatus }) {
  return (
    <FilterSelect
      label="Course status"
      name="status"
      value={value}
      options={courseStatuses.map((status) => ({
        value: status,
        text: courseStatusLabels[status],
      }))}
    />
  );
}
