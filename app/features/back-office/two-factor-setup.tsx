import { Form, useNavigation } from "react-router";
import { securityFormSchema } from "@common/back-office/two-factor-forms";
import type { SecurityPage } from "@server/back-office/two-factor/security-page";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { CodeInput } from "~/components/ui/code-input";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useFormCheck } from "~/lib/use-form-check";
import { BackupCodeList } from "./backup-code-list";

type SetUp = Exclude<SecurityPage, { state: "on" | "verify" }>;

/** Setting up two-factor authentication: the password first, then the app, the codes, a code. */
export function TwoFactorSetup({ page, errors }: { page: SetUp; errors: Record<string, string> }) {
  return page.state === "off" ? (
    <AskPassword errors={errors} />
  ) : (
    <Confirm page={page} errors={errors} />
  );
}

function AskPassword({ errors: serverErrors }: { errors: Record<string, string> }) {
  const { errors, onSubmit } = useFormCheck(securityFormSchema, serverErrors);
  const busy = useNavigation().state === "submitting";
  return (
    <Card aria-labelledby="two-factor-why">
      <CardHeader>
        <CardTitle as="h2" id="two-factor-why">
          Set up two-factor authentication
        </CardTitle>
        <CardDescription>
          The back office holds members&apos; details and changes what every visitor sees, so it
          opens only to admins who prove it is them twice: with their password, and with a code from
          an authenticator app on their phone (such as Google Authenticator, Microsoft Authenticator
          or 1Password). Someone who learns your password still cannot get in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="grid max-w-sm gap-4" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="start" />
          <Field
            label="Your password"
            hint="To check it is you before we make your key."
            error={errors.password}
          >
            <Input name="password" type="password" autoComplete="current-password" required />
          </Field>
          <div>
            <Button type="submit" loading={busy}>
              Continue
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function Confirm({
  page,
  errors: serverErrors,
}: {
  page: Extract<SetUp, { state: "confirm" }>;
  errors: Record<string, string>;
}) {
  const { errors, onSubmit } = useFormCheck(securityFormSchema, serverErrors);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Card aria-labelledby="two-factor-scan">
        <CardHeader>
          <CardTitle as="h2" id="two-factor-scan">
            1. Add Clinova to your authenticator app
          </CardTitle>
          <CardDescription>Scan this QR code with the app.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <svg
            viewBox={`0 0 ${page.qr.size} ${page.qr.size}`}
            role="img"
            aria-label="QR code to add Clinova to your authenticator app"
            className="size-52 rounded-lg border border-border bg-white"
            shapeRendering="crispEdges"
          >
            <path d={page.qr.path} fill="#000" />
          </svg>
          <p className="text-sm">
            Cannot scan it? Choose to enter a key in the app, and type this one:{" "}
            <code className="rounded bg-primary-50 px-2 py-1 font-mono" data-testid="totp-secret">
              {page.secret}
            </code>
          </p>
        </CardContent>
      </Card>
      <Card aria-labelledby="two-factor-codes">
        <CardHeader>
          <CardTitle as="h2" id="two-factor-codes">
            2. Save your backup codes
          </CardTitle>
          <CardDescription>
            If you lose your phone, each of these lets you sign in once instead of a code from the
            app. Keep them somewhere safe, such as a password manager: they are shown only until you
            finish.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <BackupCodeList codes={page.backupCodes} labelledBy="two-factor-codes" />
        </CardContent>
      </Card>
      <Card aria-labelledby="two-factor-confirm">
        <CardHeader>
          <CardTitle as="h2" id="two-factor-confirm">
            3. Enter a code from the app
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Form method="post" className="grid max-w-sm gap-4" onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="confirm" />
            <Field label="6-digit code" error={errors.code}>
              <CodeInput name="code" autoFocus={Boolean(errors.code)} />
            </Field>
            <div>
              <Button type="submit" loading={busy}>
                Turn on two-factor authentication
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </>
  );
}
