import { registrationTypeLabel } from "@common/auth/registration-types";
import { statusLabel } from "@common/billing/subscription-view";
import { periodLabels, tierName } from "@common/plans";
import type { MemberDetail } from "@server/back-office/members/member-detail";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDate, formatDateTime } from "~/lib/format-date-time";

type Member = MemberDetail["member"];

/** A list of terms and their values; an empty value reads "—". */
function Facts({ facts }: { facts: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd className="break-words">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

const dateOr = (iso: string | null, format = formatDate) => (iso ? format(iso) : null);

export function MemberProfile({ member }: { member: Member }) {
  return (
    <Card aria-labelledby="profile-title">
      <CardHeader>
        <CardTitle as="h2" id="profile-title">
          Profile
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Facts
          facts={[
            ["Name", member.name],
            [
              "Email",
              <span key="email" className="flex flex-wrap items-center gap-2">
                <span className="break-all">{member.email}</span>
                {member.emailVerified ? (
                  <Badge variant="success">Confirmed</Badge>
                ) : (
                  <Badge variant="warning">Not confirmed</Badge>
                )}
              </span>,
            ],
            ["Profession", registrationTypeLabel(member.profession) ?? member.profession],
            ["Institution", member.institution],
            ["Registration number", member.regNo],
            ["Joined", dateOr(member.joined)],
            ["Last sign-in", dateOr(member.lastSignIn, formatDateTime) ?? "Not known"],
            ["Active sessions", member.activeSessions],
          ]}
        />
        {!member.hasProfile && (
          <p className="mt-4 text-sm text-muted">
            This member has not completed their professional details yet.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export function MemberSubscription({ subscription }: { subscription: Member["subscription"] }) {
  return (
    <Card aria-labelledby="subscription-title">
      <CardHeader>
        <CardTitle as="h2" id="subscription-title">
          Subscription
        </CardTitle>
      </CardHeader>
      <CardContent>
        {subscription ? (
          <Facts
            facts={[
              ["Status", statusLabel(subscription.status)],
              ["Tier", subscription.tier && tierName(subscription.tier)],
              ["Period", subscription.period && periodLabels[subscription.period].adjective],
              [
                "Current period ends",
                dateOr(subscription.currentPeriodEnd) &&
                  `${dateOr(subscription.currentPeriodEnd)}${subscription.cancelAtPeriodEnd ? " (cancels then)" : ""}`,
              ],
              ["Trial ends", dateOr(subscription.trialEnd)],
              ["Provider", subscription.provider],
            ]}
          />
        ) : (
          <p className="text-sm text-muted">No subscription.</p>
        )}
      </CardContent>
    </Card>
  );
}
