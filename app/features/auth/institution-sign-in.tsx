import { Building2 } from "lucide-react";
import { Form, Link } from "react-router";
import { ssoEmailParam, ssoInstitutionParam } from "@common/institutions/sso-sign-in";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";

/** What the login page found for the work email typed, or the institution chosen, below. */
export type InstitutionLookup = { email?: string; chosen?: string } & (
  | { found: { institutionName: string; href: string }; message?: undefined }
  | { found: null; message: string }
);

/**
 * "Sign in with your institution" (docs/product/institutions.md#single-sign-on): the learner gives their work email, and the page
 * offers their institution's single sign-on, found by the email's domain, or says there is none.
 * A learner whose address is shared (nhs.net, webmail) chooses their institution instead, from
 * those whose sign-in is ready (decision 0043). Native disclosure and GET forms, so it works
 * before JavaScript loads; open once used.
 */
export function InstitutionSignIn({
  lookup,
  institutions,
}: {
  lookup: InstitutionLookup | null;
  institutions: { id: string; name: string }[];
}) {
  return (
    <details open={Boolean(lookup)} className="group rounded-xl border border-border">
      <summary className="flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 font-semibold focus-ring">
        <Building2 aria-hidden="true" className="size-5 text-primary-700" />
        Sign in with your institution
      </summary>
      <div className="grid gap-4 border-t border-border px-4 py-4">
        <Form method="get" action="/login" className="grid gap-3">
          <Field
            label="Work email"
            hint="We find your hospital, trust or university's sign-in by your email's domain."
          >
            <Input
              name={ssoEmailParam}
              type="email"
              autoComplete="email"
              required
              defaultValue={lookup?.email}
            />
          </Field>
          <Button type="submit" variant="outline">
            Find my institution
          </Button>
        </Form>
        {institutions.length > 0 && (
          <Form method="get" action="/login" className="grid gap-3">
            <Field
              label="Or choose your institution"
              hint="For an email address many organisations share, such as nhs.net."
            >
              <NativeSelect name={ssoInstitutionParam} defaultValue={lookup?.chosen ?? ""} required>
                <option value="" disabled>
                  Choose…
                </option>
                {institutions.map((institution) => (
                  <option key={institution.id} value={institution.id}>
                    {institution.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Button type="submit" variant="outline">
              Continue
            </Button>
          </Form>
        )}
        {lookup?.found && (
          <Button asChild>
            <Link
              to={lookup.found.href}
              reloadDocument
            >{`Sign in with ${lookup.found.institutionName}`}</Link>
          </Button>
        )}
        {lookup && !lookup.found && <Alert role="status" variant="info" title={lookup.message} />}
      </div>
    </details>
  );
}
