import { Form } from "react-router";
import type { AuditFilter } from "@common/audit/audit-filter";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";

/**
 * The audit log's filters (the manager area's and the back office's): a GET form, so a filtered
 * log has an address and works before JavaScript loads. `keep` carries the list's other
 * parameters (the back office's search and sort).
 */
export function AuditFilters({
  filter,
  actions,
  keep = {},
}: {
  filter: AuditFilter;
  actions: readonly string[];
  keep?: Record<string, string>;
}) {
  const options =
    filter.action && !actions.includes(filter.action) ? [filter.action, ...actions] : actions;
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter the audit log"
      className="flex flex-wrap items-end gap-3"
    >
      <Field label="From" className="w-44">
        <Input type="date" name="from" defaultValue={filter.from ?? ""} />
      </Field>
      <Field label="To" className="w-44">
        <Input type="date" name="to" defaultValue={filter.to ?? ""} />
      </Field>
      <Field label="Who (email contains)" className="min-w-56 flex-1">
        <Input type="search" name="actor" defaultValue={filter.actor} autoComplete="off" />
      </Field>
      <Field label="Action" className="min-w-56">
        <NativeSelect name="action" defaultValue={filter.action}>
          <option value="">Every action</option>
          {options.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="outline">
        Filter
      </Button>
    </Form>
  );
}
