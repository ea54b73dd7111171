import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { WriteControls } from "./write-controls";
import { Table, TableCell, TableHead, TableRow } from "~/components/ui/table";
import { formatDate } from "~/lib/format-date-time";

export type OpenInvitation = {
  id: string;
  email: string;
  cohortName: string | null;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
};

/** Invitations not yet accepted, each with Resend (a new link) and Revoke. */
export function InvitationsTable({
  invitations,
  total,
}: {
  invitations: OpenInvitation[];
  total: number;
}) {
  if (invitations.length === 0) return <p className="text-muted">No invitations are waiting.</p>;
  return (
    <div className="grid gap-2">
      <Table caption="Invitations waiting to be accepted">
        <TableHead
          columns={[
            "Email",
            "Cohort",
            "Sent",
            "Expires",
            { label: "Actions", visuallyHidden: true },
          ]}
        />
        <tbody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell className="font-medium break-all">{invitation.email}</TableCell>
              <TableCell>{invitation.cohortName ?? "None"}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(invitation.sentAt)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {invitation.expired ? (
                  <Badge variant="warning">Expired</Badge>
                ) : (
                  formatDate(invitation.expiresAt)
                )}
              </TableCell>
              <TableCell>
                <WriteControls>
                  <div className="flex justify-end gap-2">
                    <Form method="post">
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="resend"
                        variant="outline"
                        size="sm"
                        aria-label={`Resend the invitation to ${invitation.email}`}
                      >
                        Resend
                      </Button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="revoke"
                        variant="ghost"
                        size="sm"
                        aria-label={`Revoke the invitation to ${invitation.email}`}
                      >
                        Revoke
                      </Button>
                    </Form>
                  </div>
                </WriteControls>
              </TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
      {total > invitations.length && (
        <p className="text-sm text-muted">
          {`Showing the ${invitations.length} newest of ${total} invitations.`}
        </p>
      )}
    </div>
  );
}
