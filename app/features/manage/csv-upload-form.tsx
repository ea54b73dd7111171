import { Form, useNavigation } from "react-router";
import { maxCsvBytes, maxCsvRows } from "@common/institutions/manager-forms";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** The CSV upload: nothing is sent from here, the next page previews every row. */
export function CsvUploadForm({ error }: { error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "preview";
  return (
    <div className="grid max-w-2xl gap-5">
      <p className="text-muted">
        {`Save a spreadsheet as CSV with a column headed "email" and, if you like, one headed "cohort" with the name of one of your cohorts. Up to ${maxCsvRows.toLocaleString("en-GB")} rows and ${maxCsvBytes / 1024} KB. You will see what happens to each row before anything is sent.`}
      </p>
      <pre className="w-fit rounded-lg border border-border bg-surface px-4 py-3 text-sm">
        {"email,cohort\na.patel@trust.nhs.uk,F1 doctors August intake\nj.okafor@trust.nhs.uk,"}
      </pre>
      <Form method="post" encType="multipart/form-data" className="grid gap-4" noValidate>
        <Field label="CSV file" error={error}>
          <Input name="file" type="file" accept=".csv,text/csv" />
        </Field>
        <div>
          <Button type="submit" name="intent" value="preview" loading={busy}>
            Preview invitations
          </Button>
        </div>
      </Form>
    </div>
  );
}
