import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
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
      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Invitations waiting to be accepted</caption>
          <thead className="border-b border-border text-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Email
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Cohort
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Sent
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Expires
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id} className="border-b border-border last:border-0">
                <td className="px-4 py-3 font-medium break-all">{invitation.email}</td>
                <td className="px-4 py-3">{invitation.cohortName ?? "None"}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(invitation.sentAt)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {invitation.expired ? (
                    <Badge variant="warning">Expired</Badge>
                  ) : (
                    formatDate(invitation.expiresAt)
                  )}
                </td>
                <td className="px-4 py-3">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > invitations.length && (
        <p className="text-sm text-muted">
          {`Showing the ${invitations.length} newest of ${total} invitations.`}
        </p>
      )}
    </div>
  );
}
