import { Form } from "react-router";
import {
  enquiryStatuses,
  enquiryStatusLabels,
  type EnquiryStatus,
} from "@common/back-office/enquiry-status";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { controlClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/** Moves the enquiry along: a native select, so it works before (or without) JavaScript. */
export function EnquiryStatusForm({
  current,
  chosen,
  error,
  saving,
}: {
  current: EnquiryStatus;
  /** What was sent last, kept when it was refused. */
  chosen?: string;
  error?: string;
  saving: boolean;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="status" />
      <Field label="Status" error={error} className="min-w-48">
        <select
          name="status"
          defaultValue={chosen ?? current}
          className={cn(controlClasses, "h-11")}
        >
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {enquiryStatusLabels[status]}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit" loading={saving}>
        Save status
      </Button>
    </Form>
  );
}
