import { firstMessage } from "@common/forms/action-answer";
import { accountAction, accountPage } from "@server/screens/account-page";
import { brand } from "@common/brand";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { AccountSummary } from "~/features/account/account-summary";
import { DeleteAccountCard } from "~/features/account/delete-account-card";
import { ProfileForm, profileValues } from "~/features/account/profile-form";
import { SessionsCard } from "~/features/account/sessions-card";
import { YourDataCard } from "~/features/account/your-data-card";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/account";
import { requireUser } from "@server/accounts/require-user";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your account", "Your profile, sign-ins and data."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, { profile: "any" });
  return accountPage(context, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request, { profile: "any" });
  return accountAction(context, request, user);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, emailVerified, sessions } = loaderData;
  const profile = profileValues(loaderData.profile);
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
            result={actionData?.form === "profile" ? actionData : undefined}
            submitLabel="Save changes"
            intent="profile"
          />
        </CardContent>
      </Card>
      <SessionsCard sessions={sessions} />
      <YourDataCard productName={brand.name} />
      <DeleteAccountCard
        email={email}
        institutionKeeps={loaderData.institutionKeeps}
        error={actionData?.form === "delete-account" ? firstMessage(actionData.errors) : undefined}
      />
    </Container>
  );
}
