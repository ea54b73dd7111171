import { Form, useNavigation } from "react-router";
import type { MemberAction } from "@common/back-office/member-actions";
import type { MemberDetail } from "@server/back-office/members/member-detail";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

type Member = MemberDetail["member"];

function ActionForm({
  intent,
  label,
  description,
  variant,
}: {
  intent: MemberAction;
  label: string;
  description: string;
  variant?: "outline" | "destructive";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const descriptionId = `${intent}-description`;
  return (
    <Form method="post" className="grid gap-2">
      <p id={descriptionId} className="text-sm text-muted">
        {description}
      </p>
      <div>
        <Button
          type="submit"
          name="intent"
          value={intent}
          variant={variant}
          loading={busy}
          aria-describedby={descriptionId}
        >
          {label}
        </Button>
      </div>
    </Form>
  );
}

/** What an admin can do for the member; each button posts to the page and is audited. */
export function MemberActions({ member, error }: { member: Member; error?: string }) {
  return (
    <Card aria-labelledby="actions-title">
      <CardHeader>
        <CardTitle as="h2" id="actions-title">
          Actions
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {error && (
          <Alert variant="danger" title="Nothing done">
            {error}
          </Alert>
        )}
        {!member.emailVerified && (
          <ActionForm
            intent="resend-confirmation"
            label="Resend confirmation email"
            description={`Sends a new confirmation link to ${member.email}.`}
            variant="outline"
          />
        )}
        <ActionForm
          intent="end-sessions"
          label="End all sessions"
          description={`Signs the member out on every device at once (${member.activeSessions} active).`}
          variant="destructive"
        />
      </CardContent>
    </Card>
  );
}
