import { listActiveSessions } from "@server/accounts/account-sessions";
import { profileForForm } from "@server/accounts/profiles";
import { readForm } from "@server/http/read-form";
import { accountIntentSchema, type AccountIntent } from "@common/account/account-intents";
import { deviceLabel } from "@common/account/device-label";
import { brand } from "@common/brand";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { AccountSummary } from "~/features/account/account-summary";
import { DeleteAccountCard } from "~/features/account/delete-account-card";
import { ProfileForm, profileValues } from "~/features/account/profile-form";
import { SessionsCard } from "~/features/account/sessions-card";
import { YourDataCard } from "~/features/account/your-data-card";
import { pageMeta } from "~/lib/meta";
import {
  deleteAccountIntent,
  refusedProfile,
  revokeOtherSessionsIntent,
  revokeSessionIntent,
  saveProfileIntent,
} from "./account-actions.server";
import type { Route } from "./+types/account";
import { requireUser } from "@server/accounts/require-user";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your account", "Your profile, sign-ins and data."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, { profile: "any" });
  const sessions = await listActiveSessions(context.db, user.id);
  return {
    profile: profileValues(profileForForm(user)),
    email: user.email,
    emailVerified: user.emailVerified,
    sessions: sessions
      .map((session) => ({
        id: session.id,
        device: deviceLabel(session.userAgent),
        ipAddress: session.ipAddress,
        createdAt: session.createdAt.toISOString(),
        lastActiveAt: session.updatedAt.toISOString(),
        current: session.id === user.sessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current)),
  };
}

const intents = {
  profile: saveProfileIntent,
  "revoke-session": revokeSessionIntent,
  "revoke-other-sessions": revokeOtherSessionsIntent,
  "delete-account": deleteAccountIntent,
} satisfies Record<AccountIntent, unknown>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request, { profile: "any" });
  const form = await readForm(request, accountIntentSchema);
  if (!form.ok) {
    if (form.values.intent === "profile" && !form.errors.intent && form.reason === "invalid") {
      return refusedProfile(context, user, form);
    }
    const message = form.reason === "invalid" ? "Unknown action" : form.firstError;
    throw new Response(message, { status: form.status });
  }
  return intents[form.data.intent]({ context, user, form: form.formData });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, email, emailVerified, sessions } = loaderData;
  return (
    <Container size="md" className="grid max-w-4xl gap-8 py-12 sm:py-16">
      <AccountSummary profile={profile} email={email} emailVerified={emailVerified} />
      <Card id="profile" aria-labelledby="profile-title">
        <CardHeader>
          <CardTitle as="h2" id="profile-title" className="text-xl">
            Profile
          </CardTitle>
          <CardDescription>
            Your name and professional details, as they appear on your certificates.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm
            profile={profile}
            email={email}
            result={actionData?.intent === "profile" ? actionData.profile : undefined}
            submitLabel="Save changes"
            intent="profile"
          />
        </CardContent>
      </Card>
      <SessionsCard sessions={sessions} />
      <YourDataCard productName={brand.name} />
      <DeleteAccountCard
        email={email}
        error={actionData?.intent === "delete-account" ? actionData.error : undefined}
      />
    </Container>
  );
}
