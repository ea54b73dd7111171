import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";

export type DomainClaim = {
  domain: string;
  recordName: string;
  recordValue: string;
  verifiedAt: string | null;
  checkedAt: string | null;
};

/**
 * Each domain the institution claims and the DNS record that proves it is theirs (decision
 * 0043). Single sign-on signs nobody in until one is verified; the record is checked daily.
 */
export function DomainVerification({
  claims,
  errors,
}: {
  claims: DomainClaim[];
  errors: Record<string, string>;
}) {
  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">Domain verification</h2>
          <p className="text-sm text-muted">
            Single sign-on signs nobody in until the institution shows that it holds one of its
            email domains. Ask whoever runs the domain&apos;s DNS to create the TXT record below,
            then choose Verify. We check every record again each day: a domain whose record is
            removed stops signing learners in.
          </p>
        </div>
        <ul className="grid gap-4">
          {claims.map((claim) => (
            <li key={claim.domain} className="grid gap-2 border-t border-border pt-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{claim.domain}</span>
                {claim.verifiedAt ? (
                  <Badge variant="success">Verified</Badge>
                ) : (
                  <Badge variant="warning">Not verified</Badge>
                )}
              </div>
              <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                <dt className="text-muted">TXT record name</dt>
                <dd>
                  <code className="rounded bg-primary-50 px-1.5 py-0.5 break-all">
                    {claim.recordName}
                  </code>
                </dd>
                <dt className="text-muted">Value</dt>
                <dd>
                  <code className="rounded bg-primary-50 px-1.5 py-0.5 break-all">
                    {claim.recordValue}
                  </code>
                </dd>
              </dl>
              {errors[`verify-${claim.domain}`] && (
                <Alert role="alert" variant="danger" title={errors[`verify-${claim.domain}`]!} />
              )}
              {!claim.verifiedAt && (
                <Form method="post">
                  <input type="hidden" name="intent" value="verify" />
                  <input type="hidden" name="domain" value={claim.domain} />
                  <Button type="submit" variant="outline" size="sm">
                    {`Verify ${claim.domain}`}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
