import { useNavigation } from "react-router";
import { messageAction, messagePage } from "@server/back-office/inbox/message-page";
import { requireAdmin } from "@server/back-office/require-admin";
import { AnswerAlert } from "~/components/ui/answer-alert";
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
  return messagePage(context, params.messageId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return messageAction(context, request, admin, params.messageId);
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
      <AnswerAlert answer={actionData} />
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
