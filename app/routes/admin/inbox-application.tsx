import { Form, useNavigation } from "react-router";
import { applicationAction, applicationPage } from "@server/back-office/inbox/application-page";
import { requireAdmin } from "@server/back-office/require-admin";
import { AnswerAlert } from "~/components/ui/answer-alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { ItemFacts } from "~/features/back-office/inbox/item-facts";
import { ItemHeader } from "~/features/back-office/inbox/item-header";
import { ReadState } from "~/features/back-office/inbox/read-state-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/inbox-application";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData ? `Application from ${loaderData.firstName} ${loaderData.lastName}` : "Application",
    "A career application.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return applicationPage(context, params.applicationId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return applicationAction(context, request, admin, params.applicationId);
}

export default function InboxApplication({ loaderData, actionData }: Route.ComponentProps) {
  const application = loaderData;
  const saving = useNavigation().state === "submitting";
  return (
    <div className="grid max-w-3xl gap-6">
      <ItemHeader
        back={{ to: "/admin/inbox/applications", label: "All applications" }}
        title={`Application from ${application.firstName} ${application.lastName}`}
        receivedAt={application.createdAt}
      >
        <ReadState readAt={application.readAt} saving={saving} />
      </ItemHeader>
      <AnswerAlert answer={actionData} />
      <Card>
        <CardContent className="grid gap-6">
          <ItemFacts
            facts={[
              { label: "First name", value: application.firstName },
              { label: "Last name", value: application.lastName },
              {
                label: "Account email",
                value: application.accountEmail ?? "Not signed in when applying",
              },
              { label: "Cover letter", value: application.coverLetter },
            ]}
          />
          {application.hasResume ? (
            // A native post: the answer is a redirect to the file, which the browser downloads.
            <Form method="post" reloadDocument className="grid gap-2">
              <input type="hidden" name="intent" value="resume-link" />
              <div>
                <Button type="submit">Download résumé</Button>
              </div>
              <p className="text-sm text-muted">
                Each download is recorded in the audit log. The link works for{" "}
                {application.linkLifetime}.
              </p>
            </Form>
          ) : (
            <p className="text-muted">No résumé was stored with this application.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
