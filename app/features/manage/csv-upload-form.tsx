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
        {`Save a spreadsheet as CSV with a column headed "email". If you like, add columns headed "cohort" (the name of one of your cohorts: capitals, dashes and spaces need not match exactly), "first name", "last name", "staff number" and "registration number" (a GMC, NMC or HCPC number, say). Up to ${maxCsvRows.toLocaleString("en-GB")} rows and ${maxCsvBytes / 1024} KB. You will see what happens to each row before anything is sent.`}
      </p>
      <pre className="w-fit max-w-full overflow-x-auto rounded-lg border border-border bg-surface px-4 py-3 text-sm">
        {
          "email,first name,last name,staff number,registration number,cohort\na.patel@trust.nhs.uk,Asha,Patel,100234,7654321,F1 doctors - August\nj.okafor@trust.nhs.uk,Jide,Okafor,100871,,"
        }
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
