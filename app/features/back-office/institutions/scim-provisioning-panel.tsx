import type { ReactNode } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { FreshCodeField } from "../fresh-code-field";

export type ScimView = { scimBaseUrl: string; scimTokenCreatedAt: string | null };

type Result = { form?: string; scimToken?: string; errors?: Record<string, string> } | undefined;

const Value = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-primary-50 px-1.5 py-0.5 text-sm break-all">{children}</code>
);

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/**
 * SCIM provisioning: the base address, the token (generated here, shown once, stored as its
 * SHA-256 only) and how Entra ID and Okta are pointed at them.
 */
export function ScimProvisioningPanel({ view, result }: { view: ScimView; result: Result }) {
  const errors = result?.errors ?? {};
  const codeFor = (form: string) => (result?.form === form ? errors.twoFactorCode : undefined);
  const token = result?.scimToken;
  const hasToken = Boolean(view.scimTokenCreatedAt);
  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">Directory provisioning (SCIM)</h2>
          <p className="text-sm text-muted">
            With SCIM, the institution&apos;s directory gives a seat to each person it assigns to
            Clinova, creating their account if they have none, and frees the seat when it disables
            or removes them. Their training record is kept.
          </p>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-muted">SCIM base URL (Tenant URL)</dt>
          <dd>
            <Value>{view.scimBaseUrl}</Value>
          </dd>
          <dt className="text-muted">Token</dt>
          <dd>
            {hasToken
              ? `Generated on ${dateTime(view.scimTokenCreatedAt!)} (UTC). It cannot be shown again.`
              : "None: SCIM is off."}
          </dd>
        </dl>
        {token && (
          <Alert variant="success" title="Copy this token now: it will not be shown again">
            <Field
              label="SCIM token"
              hint="Paste it as the Secret Token (Entra ID) or API token (Okta)."
            >
              <Input
                readOnly
                value={token}
                className="font-mono"
                onFocus={(e) => e.target.select()}
              />
            </Field>
          </Alert>
        )}
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="generate-scim-token" />
          {hasToken && (
            <p className="text-sm text-muted">
              A new token replaces the current one, which stops working at once.
            </p>
          )}
          <FreshCodeField error={codeFor("generate-scim-token")} />
          <Button type="submit" className="w-fit">
            Generate SCIM token
          </Button>
        </Form>
        {hasToken && (
          <Form method="post" className="grid gap-3 border-t border-border pt-5">
            <input type="hidden" name="intent" value="revoke-scim-token" />
            <p className="text-sm text-muted">
              Revoking stops provisioning: the directory&apos;s requests are refused. Seats and
              accounts stay as they are.
            </p>
            <FreshCodeField error={codeFor("revoke-scim-token")} />
            <Button type="submit" variant="destructive" className="w-fit">
              Revoke
            </Button>
          </Form>
        )}
        <div className="grid gap-2">
          <h3 className="font-semibold">Microsoft Entra ID</h3>
          <ol className="ml-5 grid list-decimal gap-1 text-sm">
            <li>
              Enterprise applications, New application, Create your own application: “Integrate any
              other application you don&apos;t find in the gallery (Non-gallery)”. (Or use the
              enterprise application your app registration created.)
            </li>
            <li>
              Provisioning, Get started, Provisioning mode Automatic. Admin credentials: Tenant URL
              the SCIM base URL above, Secret Token the token. Test Connection, then Save.
            </li>
            <li>
              Mappings, Provision Microsoft Entra ID Users: keep userName ← userPrincipalName if
              your UPNs are your email addresses, otherwise map userName ← mail. Keep active,
              name.givenName, name.familyName, externalId ← mailNickname (or objectId), and map
              employeeId to the enterprise extension&apos;s employeeNumber for staff numbers. Groups
              are not provisioned: turn that mapping off.
            </li>
            <li>
              Users and groups: assign the people (or groups) who should take a seat. Set Scope to
              “Sync only assigned users and groups”, turn Provisioning Status on, Save.
            </li>
          </ol>
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold">Okta</h3>
          <ol className="ml-5 grid list-decimal gap-1 text-sm">
            <li>
              In the app integration, General, App Settings: Provisioning SCIM. Then Provisioning,
              Integration: SCIM connector base URL the SCIM base URL above, Unique identifier field
              for users userName, Supported provisioning actions Push New Users and Push Profile
              Updates, Authentication Mode HTTP Header, Authorization the token. Test, Save.
            </li>
            <li>
              Provisioning, To App: enable Create Users, Update User Attributes and Deactivate
              Users.
            </li>
            <li>
              Assignments: people or groups assigned to the app take a seat; unassigned or
              deactivated, they free it.
            </li>
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
