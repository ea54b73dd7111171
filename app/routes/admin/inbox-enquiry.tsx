import { useNavigation } from "react-router";
import { enquiryStatusLabels, isEnquiryStatus } from "@common/back-office/enquiry-status";
import { specialtyLabel } from "@common/billing/institution-enquiry";
import { enquiryAction, enquiryPage } from "@server/back-office/inbox/enquiry-page";
import { requireAdmin } from "@server/back-office/require-admin";
import { Alert } from "~/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { EnquiryNotes } from "~/features/back-office/inbox/enquiry-notes";
import { EnquiryStatusForm } from "~/features/back-office/inbox/enquiry-status-form";
import { ItemFacts } from "~/features/back-office/inbox/item-facts";
import { ItemHeader } from "~/features/back-office/inbox/item-header";
import { ReadState } from "~/features/back-office/inbox/read-state-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/inbox-enquiry";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData
      ? `Enquiry from ${loaderData.enquiry.firstName} ${loaderData.enquiry.lastName}`
      : "Enquiry",
    "An institution enquiry.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return enquiryPage(context, params.enquiryId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return enquiryAction(context, request, admin, params.enquiryId);
}

export default function InboxEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, notes } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const status = isEnquiryStatus(enquiry.status) ? enquiry.status : "new";
  const refused = actionData?.form;
  return (
    <div className="grid max-w-3xl gap-6">
      <ItemHeader
        back={{ to: "/admin/inbox/enquiries", label: "All enquiries" }}
        title={`Enquiry from ${enquiry.firstName} ${enquiry.lastName}`}
        receivedAt={enquiry.createdAt}
      >
        <ReadState
          readAt={enquiry.readAt}
          saving={sending === "mark-read" || sending === "mark-unread"}
        />
      </ItemHeader>
      {actionData?.errors.form && (
        <Alert variant="danger" role="alert" title="Not saved">
          {actionData.errors.form}
        </Alert>
      )}
      <Card aria-labelledby="status-title">
        <CardHeader>
          <CardTitle as="h2" id="status-title">
            Status: {enquiryStatusLabels[status]}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <EnquiryStatusForm
            current={status}
            chosen={refused === "status" ? String(actionData?.values.status ?? "") : undefined}
            error={refused === "status" ? actionData?.errors.status : undefined}
            saving={sending === "status"}
          />
        </CardContent>
      </Card>
      <Card aria-labelledby="enquiry-title">
        <CardHeader>
          <CardTitle as="h2" id="enquiry-title">
            What they sent
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ItemFacts
            facts={[
              { label: "First name", value: enquiry.firstName },
              { label: "Last name", value: enquiry.lastName },
              {
                label: "Work email",
                value: (
                  <a
                    className="text-primary-700 underline underline-offset-4 focus-ring"
                    href={`mailto:${enquiry.workEmail}`}
                  >
                    {enquiry.workEmail}
                  </a>
                ),
              },
              { label: "Phone", value: enquiry.phone },
              { label: "Number of users", value: enquiry.numberOfUsers?.toLocaleString("en-GB") },
              {
                label: "Scenarios of interest",
                value: enquiry.specialties.map(specialtyLabel).join(", "),
              },
              { label: "Other interests", value: enquiry.others },
              { label: "Message", value: enquiry.message },
            ]}
          />
        </CardContent>
      </Card>
      <Card aria-labelledby="notes-title">
        <CardHeader>
          <CardTitle as="h2" id="notes-title">
            Internal notes
          </CardTitle>
        </CardHeader>
        <CardContent>
          <EnquiryNotes
            notes={notes}
            draft={refused === "note" ? String(actionData?.values.body ?? "") : undefined}
            error={refused === "note" ? actionData?.errors.body : undefined}
            saving={sending === "note"}
          />
        </CardContent>
      </Card>
    </div>
  );
}
