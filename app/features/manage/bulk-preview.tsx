import { Form } from "react-router";
import { bulkActionLabels, type BulkPlanRow } from "@common/institutions/bulk-actions";
import { Button } from "~/components/ui/button";
import { Table, TableCell, TableHead, TableRow } from "~/components/ui/table";

export type BulkPreviewData = {
  choice: { keys: string[]; action: keyof typeof bulkActionLabels; cohortId: string | null };
  apply: BulkPlanRow[];
  skipped: BulkPlanRow[];
  expected: string;
  changed: boolean;
};

function Rows({ caption, rows }: { caption: string; rows: BulkPlanRow[] }) {
  return (
    <Table caption={caption}>
      <TableHead columns={["Name", "Email", "What happens"]} />
      <tbody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell className="font-medium">{row.name}</TableCell>
            <TableCell className="break-all">{row.email}</TableCell>
            <TableCell>{row.outcome}</TableCell>
          </TableRow>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * What a bulk action will do, before it does it: who changes and how, who is skipped and why;
 * Confirm sends the same choice and the plan's fingerprint, checked again on the server.
 */
export function BulkPreview({ preview }: { preview: BulkPreviewData }) {
  const { choice, apply, skipped } = preview;
  return (
    <section
      aria-labelledby="bulk-preview-heading"
      className="grid gap-4 rounded-xl border border-border p-4"
    >
      <h2 id="bulk-preview-heading" className="text-xl font-semibold" tabIndex={-1}>
        {`Preview: ${bulkActionLabels[choice.action]}`}
      </h2>
      {preview.changed && (
        <p role="alert" className="font-medium">
          Something changed since the preview, so nothing was done. This is how it stands now.
        </p>
      )}
      <p>
        {apply.length === 1 ? "1 learner will change." : `${apply.length} learners will change.`}{" "}
        {skipped.length > 0 &&
          (skipped.length === 1 ? "1 is skipped." : `${skipped.length} are skipped.`)}
      </p>
      {apply.length > 0 && <Rows caption="Learners who will change" rows={apply} />}
      {skipped.length > 0 && (
        <>
          <h3 className="text-lg font-semibold">Skipped</h3>
          <Rows caption="Learners skipped, and why" rows={skipped} />
        </>
      )}
      {apply.length > 0 && (
        <Form method="post">
          <input type="hidden" name="intent" value="bulk-confirm" />
          <input type="hidden" name="action" value={choice.action} />
          <input type="hidden" name="cohortId" value={choice.cohortId ?? ""} />
          <input type="hidden" name="expected" value={preview.expected} />
          {choice.keys.map((key) => (
            <input key={key} type="hidden" name="keys" value={key} />
          ))}
          <Button type="submit" variant={choice.action === "remove" ? "destructive" : "primary"}>
            {`Confirm: ${bulkActionLabels[choice.action]} for ${apply.length}`}
          </Button>
        </Form>
      )}
    </section>
  );
}
