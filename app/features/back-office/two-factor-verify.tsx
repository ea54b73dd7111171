import { Form, useNavigation } from "react-router";
import { securityFormSchema } from "@common/back-office/two-factor-forms";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { CodeInput } from "~/components/ui/code-input";
import { useFormCheck } from "~/lib/use-form-check";

/**
 * Two-factor authentication is on, but this session has not given a code (it was opened before
 * the set-up, or without the second step): one code opens the back office to it.
 */
export function TwoFactorVerify({ errors: serverErrors }: { errors: Record<string, string> }) {
  const { errors, onSubmit } = useFormCheck(securityFormSchema, serverErrors);
  const busy = useNavigation().state === "submitting";
  return (
    <Card aria-labelledby="two-factor-verify">
      <CardHeader>
        <CardTitle as="h2" id="two-factor-verify">
          Enter a code to open the back office
        </CardTitle>
        <CardDescription>
          This session has not given a code from your authenticator app yet. Type the code the app
          shows for Clinova now.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="grid max-w-sm gap-4" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="verify" />
          <Field label="6-digit code" error={errors.code}>
            <CodeInput name="code" />
          </Field>
          <div>
            <Button type="submit" loading={busy}>
              Verify
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
