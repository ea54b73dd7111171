import { Form, useNavigation } from "react-router";
import { securityFormSchema } from "@common/back-office/two-factor-forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useFormCheck } from "~/lib/use-form-check";
import { BackupCodeList } from "./backup-code-list";

/** Two-factor authentication is on: how many backup codes are left, and new ones. */
export function TwoFactorStatus({
  backupCodesLeft,
  newCodes,
  errors: serverErrors,
}: {
  backupCodesLeft: number | null;
  newCodes: string[] | null;
  errors: Record<string, string>;
}) {
  const { errors, onSubmit } = useFormCheck(securityFormSchema, serverErrors);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Alert role="status" variant="success" title="Two-factor authentication is on">
        Each sign-in asks for a code from your authenticator app, or one of your backup codes.
        {backupCodesLeft !== null && ` You have ${backupCodesLeft} backup codes left.`}
      </Alert>
      {newCodes && (
        <Card aria-labelledby="new-backup-codes">
          <CardHeader>
            <CardTitle as="h2" id="new-backup-codes">
              Your new backup codes
            </CardTitle>
            <CardDescription>
              Save them now: they are shown only once. Your old codes no longer work.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <BackupCodeList codes={newCodes} labelledBy="new-backup-codes" />
          </CardContent>
        </Card>
      )}
      <Card aria-labelledby="regenerate-title">
        <CardHeader>
          <CardTitle as="h2" id="regenerate-title">
            New backup codes
          </CardTitle>
          <CardDescription>
            Make ten new codes if you have used most of yours or think someone has seen them. The
            old ones stop working at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="grid max-w-sm gap-4" onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="regenerate-backup-codes" />
            <Field label="Your password" error={errors.password}>
              <Input name="password" type="password" autoComplete="current-password" required />
            </Field>
            <div>
              <Button type="submit" variant="outline" loading={busy}>
                Make new backup codes
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </>
  );
}
