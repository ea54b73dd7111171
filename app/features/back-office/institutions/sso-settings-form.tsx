import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { FreshCodeField } from "../fresh-code-field";

export type SsoSettingsView = {
  institution: { id: string; name: string; emailDomains: string[] };
  redirectUri: string;
  provider: {
    issuer: string;
    clientId: string;
    domains: string[];
    secretSet: boolean;
    savedAt: string;
  } | null;
};

type Result = { errors?: Record<string, string>; values?: Record<string, unknown> } | undefined;

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * An institution's OpenID Connect provider: issuer, client, the email domains that find it on
 * the login page. The stored secret never comes back to the page (decision 0038).
 */
export function SsoSettingsForm({ view, result }: { view: SsoSettingsView; result: Result }) {
  const { provider, institution } = view;
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const domains = provider?.domains ?? institution.emailDomains;
  // The form the server asked a fresh code for: the one just posted.
  const codeFor = (intent: "save" | "remove") =>
    (values.intent ?? "save") === intent ? errors.twoFactorCode : undefined;
  return (
    <Card>
      <CardContent className="grid gap-5">
        {errors.form && <Alert role="alert" variant="danger" title={errors.form} />}
        <Form method="post" className="grid gap-5">
          <input type="hidden" name="intent" value="save" />
          <Field
            label="Issuer URL"
            hint="We fetch its discovery document when you save, for example https://login.microsoftonline.com/{tenant}/v2.0"
            error={errors.issuer}
          >
            <Input
              name="issuer"
              type="url"
              required
              defaultValue={text(values.issuer) ?? provider?.issuer}
            />
          </Field>
          <Field label="Client ID" error={errors.clientId}>
            <Input
              name="clientId"
              required
              autoComplete="off"
              defaultValue={text(values.clientId) ?? provider?.clientId}
            />
          </Field>
          <Field
            label="Client secret"
            hint={
              provider?.secretSet
                ? "A secret is set; enter a new one to replace it."
                : "The secret the provider gave for this client."
            }
            optional={provider?.secretSet}
            error={errors.clientSecret}
          >
            <Input
              name="clientSecret"
              type="password"
              autoComplete="new-password"
              required={!provider?.secretSet}
            />
          </Field>
          <Field
            label="Email domains"
            hint="Your institution's own domains: learners whose work email ends in one of them are offered this sign-in once the domain is verified. Separate them with commas. Shared domains such as nhs.net or gmail.com cannot be claimed."
            error={errors.domains}
          >
            <Input
              name="domains"
              required
              defaultValue={text(values.domains) ?? domains.join(", ")}
            />
          </Field>
          <FreshCodeField error={codeFor("save")} />
          <Button type="submit" className="w-fit">
            {provider ? "Save changes" : "Turn on single sign-on"}
          </Button>
        </Form>
        {provider && (
          <Form method="post" className="grid gap-2 border-t border-border pt-5">
            <input type="hidden" name="intent" value="remove" />
            <p className="text-sm text-muted">
              Removing single sign-on leaves every account and seat in place; learners then sign in
              with their email and password.
            </p>
            <FreshCodeField error={codeFor("remove")} />
            <Button type="submit" variant="destructive" className="w-fit">
              Remove single sign-on
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
