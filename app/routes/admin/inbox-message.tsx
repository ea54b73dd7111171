import { data, useNavigation } from "react-router";
import { readStateFormSchema } from "@common/back-office/inbox-forms";
import { inboxItemId } from "@server/back-office/inbox/inbox-item-id";
import { messageForReading } from "@server/back-office/inbox/inbox-items";
import { readStateAction } from "@server/back-office/inbox/read-state-action";
import { requireAdmin } from "@server/back-office/require-admin";
import { readForm } from "@server/http/read-form";
import { Alert } from "~/components/ui/alert";
import { Card, CardContent } from "~/components/ui/card";
import { ItemFacts } from "~/features/back-office/inbox/item-facts";
import { ItemHeader } from "~/features/back-office/inbox/item-header";
import { ReadState } from "~/features/back-office/inbox/read-state-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/inbox-message";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData ? `Message from ${loaderData.firstName} ${loaderData.lastName}` : "Message",
    "A contact message.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const message = await messageForReading(context.db, inboxItemId(params.messageId));
  if (!message) throw data(null, { status: 404 });
  return message;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const id = inboxItemId(params.messageId);
  const form = await readForm(request, readStateFormSchema);
  if (!form.ok) return data({ error: form.firstError }, { status: form.status });
  return readStateAction(
    context.db,
    admin,
    "message",
    id,
    form.data.intent,
    `/admin/inbox/messages/${id}`,
  );
}

export default function InboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const message = loaderData;
  const saving = useNavigation().state === "submitting";
  return (
    <div className="grid max-w-3xl gap-6">
      <ItemHeader
        back={{ to: "/admin/inbox/messages", label: "All messages" }}
        title={`Message from ${message.firstName} ${message.lastName}`}
        receivedAt={message.createdAt}
      >
        <ReadState readAt={message.readAt} saving={saving} />
      </ItemHeader>
      {actionData?.error && (
        <Alert variant="danger" role="alert" title="Not saved">
          {actionData.error}
        </Alert>
      )}
      <Card>
        <CardContent>
          <ItemFacts
            facts={[
              { label: "First name", value: message.firstName },
              { label: "Last name", value: message.lastName },
              {
                label: "Email",
                value: (
                  <a
                    className="text-primary-700 underline underline-offset-4 focus-ring"
                    href={`mailto:${message.email}`}
                  >
                    {message.email}
                  </a>
                ),
              },
              { label: "Phone number", value: message.phoneNumber },
              { label: "Message", value: message.message },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
