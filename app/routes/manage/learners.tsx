import { learnersAction, learnersPage } from "@server/institutions/pages/learners-page";
import { requireManager } from "@server/institutions/require-manager";
import { can } from "@server/policy/can";
import { InvitationsTable } from "~/features/manage/invitations-table";
import { InviteForm, NameManagerForm } from "~/features/manage/invite-form";
import { BulkPreview, type BulkPreviewData } from "~/features/manage/bulk-preview";
import { LearnersFilters } from "~/features/manage/learners-filters";
import { LearnersTable } from "~/features/manage/learners-table";
import { pageMeta } from "~/lib/meta";
import { WriteControls } from "~/features/manage/write-controls";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/learners";

/** The institution's learners, its open invitations and the ways to invite more (docs/product/institutions.md#learners-and-invitations). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, institution, standing } = await requireManager(
    context,
    request,
    params.institutionId,
  );
  return learnersPage(context, request, institution, can(user, "institution:change", standing));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, institution } = await requireManager(context, request, params.institutionId);
  return learnersAction(context, request, user, institution);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data ? `${data.institution.name}: learners` : "Learners",
    "Your institution's learners.",
  );

export default function Learners({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  const errorsFor = (intent: string): Record<string, string> =>
    actionData?.form === intent ? actionData.errors : {};
  const valueFor = (intent: string) => {
    const email = actionData?.form === intent ? actionData.values.email : undefined;
    return typeof email === "string" ? email : undefined;
  };
  const { institution } = loaderData;
  const bulk =
    actionData && "bulk" in actionData ? (actionData.bulk as BulkPreviewData | null) : null;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="learners-heading" className="grid gap-4">
        <h1 id="learners-heading" className="text-3xl font-semibold">
          Learners
        </h1>
        <p className="text-muted">
          {loaderData.holderCount === 1
            ? "1 learner holds a seat."
            : `${loaderData.holderCount.toLocaleString("en-GB")} learners hold a seat.`}
        </p>
        <LearnersFilters
          query={loaderData.query}
          cohorts={loaderData.cohorts}
          courses={loaderData.courses}
        />
        {bulk && <BulkPreview key={bulk.expected} preview={bulk} />}
        <LearnersTable
          institutionId={institution.id}
          query={loaderData.query}
          rows={loaderData.list.rows}
          matching={loaderData.list.matching}
          pageCount={loaderData.list.pageCount}
          cohorts={loaderData.cohorts}
          canChange={loaderData.canChange}
        />
      </section>
      <section aria-labelledby="invitations-heading" className="grid gap-4">
        <h2 id="invitations-heading" className="text-2xl font-semibold">
          Invitations
        </h2>
        <InvitationsTable invitations={loaderData.invitations} total={loaderData.invitationCount} />
      </section>
      <WriteControls>
        <section aria-labelledby="invite-heading" className="grid gap-4">
          <h2 id="invite-heading" className="text-2xl font-semibold">
            Invite a learner
          </h2>
          <p className="text-muted">
            They receive an email with a link, valid for 14 days, to sign in or create an account
            and take a seat.
          </p>
          <InviteForm
            cohorts={loaderData.cohorts}
            errors={errorsFor("invite")}
            email={valueFor("invite")}
            importTo={`/manage/${institution.id}/learners/import`}
          />
        </section>
        <section aria-labelledby="managers-heading" className="grid gap-4">
          <h2 id="managers-heading" className="text-2xl font-semibold">
            Name another manager
          </h2>
          <NameManagerForm errors={errorsFor("name-manager")} email={valueFor("name-manager")} />
        </section>
      </WriteControls>
    </div>
  );
}
