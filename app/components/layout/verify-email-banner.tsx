import { Form } from "react-router";
import { MailWarning } from "lucide-react";
import { Container } from "~/components/ui/container";
import { usePageAddress } from "~/lib/page-address";

/** A polite reminder until the address is confirmed, with a resend button. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const address = usePageAddress();
  return (
    <div
      role="region"
      aria-label="Email confirmation"
      className="border-b border-warning/30 bg-warning-soft"
    >
      <Container className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
        <MailWarning aria-hidden="true" className="size-5 shrink-0 text-warning" />
        <p className="min-w-0 flex-1 break-words">
          Please confirm your email address: we sent a link to{" "}
          <strong className="break-all">{email}</strong>.
        </p>
        <Form method="post" action="/auth/resend-verification">
          {address && (
            <input type="hidden" name="redirectTo" value={`${address.pathname}${address.search}`} />
          )}
          <button
            type="submit"
            className="rounded font-semibold text-warning underline underline-offset-4 focus-ring"
          >
            Resend the email
          </button>
        </Form>
      </Container>
    </div>
  );
}
