import { firstMessage } from "@common/forms/action-answer";
import { memberAction, memberPage } from "@server/back-office/members/member-page";
import { requireAdmin } from "@server/back-office/require-admin";
import { MemberActions } from "~/features/back-office/member-actions";
import { MemberLearning } from "~/features/back-office/member-learning";
import { MemberProfile, MemberSubscription } from "~/features/back-office/member-summary";
import { PageHeader } from "~/features/back-office/page-header";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/member";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Member: ${loaderData.member.name}` : "Member", "A member's account.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return memberPage(context, params.userId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return memberAction(context, request, admin, params.userId);
}

export default function Member({ loaderData, actionData }: Route.ComponentProps) {
  const { member, learning } = loaderData;
  return (
    <div className="grid gap-6">
      <PageHeader back={{ to: "/admin/members", label: "All members" }} title={member.name} />
      <div className="grid gap-6 xl:grid-cols-2">
        <MemberProfile member={member} />
        <MemberSubscription subscription={member.subscription} />
      </div>
      <MemberLearning learning={learning} />
      <MemberActions member={member} error={firstMessage(actionData?.errors)} />
    </div>
  );
}
