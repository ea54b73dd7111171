import type { ReactNode } from "react";
import { Link } from "react-router";
import { MailCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { AuthShell } from "./auth-shell";

/** What sign-up and a reset request answer, alike for every address: look in your inbox. */
export function CheckYourEmail({ children, loginTo }: { children: ReactNode; loginTo: string }) {
  return (
    <AuthShell title="Check your email">
      <div className="grid gap-4">
        <MailCheck aria-hidden="true" className="size-10 text-primary-700" />
        {children}
        <Button asChild variant="outline">
          <Link to={loginTo}>Back to Login</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
