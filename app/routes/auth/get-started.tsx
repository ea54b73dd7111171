import { brand } from "@common/brand";
import { getStartedAction, getStartedPage } from "@server/accounts/get-started-page";
import { Card, CardContent } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { ProfileForm, profileValues } from "~/features/account/profile-form";
import { ProfileIllustration } from "~/features/account/profile-illustration";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/get-started";
import { requireUser } from "@server/accounts/require-user";

export const meta: Route.MetaFunction = () =>
  pageMeta("Complete Your Profile", "Tell us about your professional background.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, { profile: "any" });
  return getStartedPage(user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request, { profile: "any" });
  return getStartedAction(context, request, user);
}

export default function GetStarted({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container size="md" className="py-12 sm:py-16">
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid gap-8">
          <header className="grid gap-3">
            <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
              One last step
            </p>
            <h1 className="text-4xl font-semibold tracking-tight">Complete Your Profile</h1>
            <p className="max-w-2xl text-lg text-muted">
              Tell us about your professional background so {brand.name} can suggest the right
              scenarios and put your name on your certificates.
            </p>
          </header>
          <Card>
            <CardContent>
              <ProfileForm
                profile={profileValues(loaderData.profile)}
                email={loaderData.email}
                result={actionData}
                submitLabel="Save and continue"
              />
            </CardContent>
          </Card>
        </div>
        <aside className="hidden rounded-2xl bg-primary-50 p-6 lg:grid lg:gap-4">
          <ProfileIllustration className="w-full" />
          <h2 className="text-lg font-semibold">Why we ask</h2>
          <p className="text-sm text-muted">
            Your role and registration help us match scenarios to your scope of practice. You can
            change these details whenever you like from your account page.
          </p>
        </aside>
      </div>
    </Container>
  );
}
