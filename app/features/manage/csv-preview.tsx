import { Form, Link, useNavigation } from "react-router";
import {
  outcomeLabel,
  seatsLeftText,
  type InvitationRow,
} from "@common/institutions/invitation-outcomes";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableCell, TableHead, TableRow } from "~/components/ui/table";

/**
 * What the upload would do, row by row; nothing is sent until Confirm. The rows go back with
 * the confirmation and are judged again on the server (decision 0036).
 */
export function CsvPreview({
  rows,
  expected,
  seatsLeft,
  changed,
}: {
  rows: InvitationRow[];
  expected: string[];
  seatsLeft: number;
  changed: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "confirm";
  const refused = rows.length - expected.length;
  // Name and number columns appear when the file had them: a plain list of addresses stays narrow.
  const withNames = rows.some((row) => row.firstName || row.lastName);
  const withStaff = rows.some((row) => row.staffNumber);
  const withRegistration = rows.some((row) => row.registrationNumber);
  return (
    <div className="grid gap-5">
      {changed && (
        <Alert
          role="alert"
          variant="info"
          title="Something changed since your preview, so nothing was sent. Check the rows again."
        />
      )}
      <p role="status">
        {`${expected.length === 1 ? "1 invitation" : `${expected.length} invitations`} will be sent; ${refused === 1 ? "1 row" : `${refused} rows`} will not. ${seatsLeftText(seatsLeft)} left before these invitations.`}
      </p>
      <Table caption="What each row of the file will do">
        <TableHead
          columns={[
            "Line",
            "Email",
            ...(withNames ? ["Name"] : []),
            ...(withStaff ? ["Staff number"] : []),
            ...(withRegistration ? ["Registration number"] : []),
            "Cohort",
            "Result",
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell className="tabular-nums">{row.line}</TableCell>
              <TableCell className="break-all">{row.email || "(empty)"}</TableCell>
              {withNames && (
                <TableCell>{`${row.firstName} ${row.lastName}`.trim() || "None"}</TableCell>
              )}
              {withStaff && <TableCell>{row.staffNumber || "None"}</TableCell>}
              {withRegistration && <TableCell>{row.registrationNumber || "None"}</TableCell>}
              <TableCell>
                {row.cohort || "None"}
                {row.matchedCohort && (
                  <span className="block text-sm text-muted">{`Matched ‘${row.matchedCohort}’`}</span>
                )}
              </TableCell>
              <TableCell>
                <Badge variant={row.outcome.kind === "will-invite" ? "success" : "warning"}>
                  {outcomeLabel(row.outcome)}
                </Badge>
              </TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
      <div className="flex flex-wrap items-center gap-4">
        {expected.length > 0 && (
          <Form method="post">
            <input
              type="hidden"
              name="rows"
              value={JSON.stringify(rows.map(({ outcome: _, matchedCohort: __, ...row }) => row))}
            />
            <input type="hidden" name="expected" value={JSON.stringify(expected)} />
            <Button type="submit" name="intent" value="confirm" loading={busy}>
              {expected.length === 1 ? "Send 1 invitation" : `Send ${expected.length} invitations`}
            </Button>
          </Form>
        )}
        <Link
          to="."
          className="font-medium text-primary-700 underline underline-offset-4 focus-ring"
        >
          Upload another file
        </Link>
      </div>
    </div>
  );
}
