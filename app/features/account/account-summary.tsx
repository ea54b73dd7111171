import { BadgeCheck, MailWarning } from "lucide-react";
import { registrationTypeLabel } from "@common/auth/registration-types";
import { personView } from "@common/user-display";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import type { ProfileValues } from "~/features/account/profile-form";

const sections = [
  { href: "#profile", label: "Profile" },
  { href: "#sessions", label: "Sign-ins" },
  { href: "#your-data", label: "Your data" },
  { href: "#delete-account", label: "Delete account" },
];

type AccountSummaryProps = { profile: ProfileValues; email: string; emailVerified: boolean };

/** The page's heading: who is signed in, whether their email is confirmed, and its sections. */
export function AccountSummary({ profile, email, emailVerified }: AccountSummaryProps) {
  const person = personView({ ...profile, email });
  const role = registrationTypeLabel(profile.professionalRegType);
  return (
    <header className="grid gap-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar initial={person.initial} size="lg" />
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Your account</h1>
          <p className="text-lg break-words text-ink">
            {person.displayName}
            {role && <span className="text-muted"> · {role}</span>}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-muted">
            <span className="break-all">{email}</span>
            {emailVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Email verified
              </Badge>
            ) : (
              <Badge variant="warning">
                <MailWarning aria-hidden="true" />
                Email not verified
              </Badge>
            )}
          </p>
        </div>
      </div>
      <nav aria-label="Account sections">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.href}>
              <a
                href={section.href}
                className="inline-flex h-11 items-center rounded-full border border-border bg-surface px-4 text-sm font-medium text-ink focus-ring hover:border-primary-700 hover:text-primary-800"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
