import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent } from "~/components/ui/card";

export type SignOnFacts = { redirectUri: string; signInUrl: string; issuer: string | null };

const Value = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-primary-50 px-1.5 py-0.5 text-sm break-all">{children}</code>
);

/** The claims of the ID token we read, and what each is for (server/institutions/sso). */
const claims: Array<[string, string]> = [
  ["sub", "The person's identifier at your provider: it links their Clinova account to it."],
  [
    "email",
    "Their work email: the Clinova account's address, and the domain that finds your single sign-on. Required.",
  ],
  [
    "email_verified",
    "Read when sent. An address in a domain you proved by DNS is confirmed whatever it says; Entra ID does not send it.",
  ],
  ["name", "The account's display name."],
  ["given_name, family_name", "Start the learner's profile (first and last name)."],
];

/**
 * What an IT team registers at its identity provider for single sign-on, with Microsoft Entra ID
 * and Okta step by step (docs/ops/identity-providers.md says the same).
 */
export function SignOnGuide({ facts, ssoPage }: { facts: SignOnFacts; ssoPage: string }) {
  return (
    <Card>
      <CardContent className="grid gap-5">
        <h2 className="text-lg font-semibold">Single sign-on (OpenID Connect)</h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-muted">Redirect URI</dt>
          <dd>
            <Value>{facts.redirectUri}</Value>
          </dd>
          <dt className="text-muted">Scopes</dt>
          <dd>
            <Value>openid email profile</Value>
          </dd>
          <dt className="text-muted">Sign-in address</dt>
          <dd>
            <Value>{facts.signInUrl}</Value>
          </dd>
          <dt className="text-muted">Flow</dt>
          <dd>Authorisation code with PKCE; client authentication by client secret.</dd>
        </dl>
        <div className="grid gap-2">
          <h3 className="font-semibold">Claims we read from the ID token</h3>
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            {claims.map(([claim, use]) => (
              <div key={claim} className="contents">
                <dt>
                  <Value>{claim}</Value>
                </dt>
                <dd>{use}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold">Microsoft Entra ID</h3>
          <ol className="ml-5 grid list-decimal gap-1 text-sm">
            <li>
              In the Microsoft Entra admin centre, open App registrations and choose New
              registration. Name it Clinova; supported account types: this organisational directory
              only.
            </li>
            <li>Under Redirect URI choose Web and enter the redirect URI above. Register.</li>
            <li>
              Copy the Application (client) ID. The issuer is{" "}
              <Value>{"https://login.microsoftonline.com/{tenant ID}/v2.0"}</Value>, with the
              Directory (tenant) ID from the overview.
            </li>
            <li>
              Certificates &amp; secrets: New client secret. Copy its value (not its ID) at once:
              Entra shows it only now. Note its expiry date and renew it before then.
            </li>
            <li>
              Token configuration: Add optional claim, token type ID, tick email, given_name and
              family_name (accept the Microsoft Graph permission it offers).
            </li>
            <li>
              API permissions: Microsoft Graph delegated openid, email and profile are enough. Grant
              admin consent for your organisation.
            </li>
            <li>
              Give us the issuer, client ID and secret through a secure channel; we enter them on
              the single sign-on page, with your email domains.
            </li>
          </ol>
        </div>
        <div className="grid gap-2">
          <h3 className="font-semibold">Okta</h3>
          <ol className="ml-5 grid list-decimal gap-1 text-sm">
            <li>
              In the Okta Admin Console, Applications, Create App Integration: OIDC – OpenID
              Connect, Web Application.
            </li>
            <li>
              Sign-in redirect URIs: the redirect URI above. Grant type: Authorization Code.
              Initiate login URI (optional): the sign-in address above.
            </li>
            <li>Assignments: the groups whose people should take a seat. Save.</li>
            <li>
              Copy the Client ID and Client secret. The issuer is your Okta domain, for example{" "}
              <Value>https://your-trust.okta.com</Value> (or an authorisation server&apos;s issuer
              if you use one).
            </li>
            <li>
              Okta sends sub, email, email_verified, name, given_name and family_name for the scopes
              above; nothing more to map.
            </li>
          </ol>
        </div>
        <p className="text-sm">
          Then prove each email domain with its DNS record on the{" "}
          <Link to={ssoPage} className="font-medium text-primary-700 underline underline-offset-4">
            single sign-on page
          </Link>
          {facts.issuer ? `: the provider saved there is ${facts.issuer}.` : "."}
        </p>
      </CardContent>
    </Card>
  );
}
