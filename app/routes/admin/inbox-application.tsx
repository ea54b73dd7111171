import { data, Form, useNavigation } from "react-router";
import { applicationFormSchema } from "@common/back-office/inbox-forms";
import { applicationForReading } from "@server/back-office/inbox/inbox-items";
import { inboxItemId } from "@server/back-office/inbox/inbox-item-id";
import { readStateAction } from "@server/back-office/inbox/read-state-action";
import { lifetimeText, signResumeToken } from "@server/back-office/inbox/resume-link";
import { requireAdmin } from "@server/back-office/require-admin";
import { readForm } from "@server/http/read-form";
import { Alert } from "~/components/ui/alert";
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
  const application = await applicationForReading(context.db, inboxItemId(params.applicationId));
  if (!application) throw data(null, { status: 404 });
  return { ...application, linkLifetime: lifetimeText(context.config.resumeLinkSeconds) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const id = inboxItemId(params.applicationId);
  const form = await readForm(request, applicationFormSchema);
  if (!form.ok) return data({ error: form.firstError }, { status: form.status });
  const path = `/admin/inbox/applications/${id}`;
  if (form.data.intent !== "resume-link") {
    return readStateAction(context.db, admin, "application", id, form.data.intent, path);
  }
  // A fresh signed link each time, so one never outlives the click that asked for it by long.
  const token = signResumeToken(
    context.config.authSecret,
    { applicationId: id, adminId: admin.id },
    context.config.resumeLinkSeconds,
  );
  return new Response(null, {
    status: 303,
    headers: { Location: `${path}/resume?token=${encodeURIComponent(token)}` },
  });
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
      {actionData?.error && (
        <Alert variant="danger" role="alert" title="Not saved">
          {actionData.error}
        </Alert>
      )}
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
