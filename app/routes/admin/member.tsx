import { data } from "react-router";
import { memberActionSchema } from "@common/back-office/member-actions";
import { memberDetail } from "@server/back-office/members/member-detail";
import { endMemberSessions, resendConfirmation } from "@server/back-office/members/member-actions";
import { actorOf, requireAdmin } from "@server/back-office/require-admin";
import { redirectWithToast } from "@server/http/flash-toast";
import { readForm } from "@server/http/read-form";
import { MemberActions } from "~/features/back-office/member-actions";
import { MemberLearning } from "~/features/back-office/member-learning";
import { MemberProfile, MemberSubscription } from "~/features/back-office/member-summary";
import { PageHeader } from "~/features/back-office/page-header";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/member";
import { uuidPattern } from "@common/uuid";

/** The member named by the address; anything else is the back office's 404. */
const memberIdOf = (params: Route.LoaderArgs["params"]) => {
  if (!uuidPattern.test(params.userId)) throw data(null, { status: 404 });
  return params.userId;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Member: ${loaderData.member.name}` : "Member", "A member's account.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const detail = await memberDetail(context.db, memberIdOf(params));
  if (!detail) throw data(null, { status: 404 });
  return detail;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const userId = memberIdOf(params);
  const form = await readForm(request, memberActionSchema);
  if (!form.ok) return data({ error: form.firstError }, { status: form.status });
  const here = `/admin/members/${userId}`;
  if (form.data.intent === "resend-confirmation") {
    const outcome = await resendConfirmation(context.db, context.auth, actorOf(admin), userId);
    if (outcome === "no such member") throw data(null, { status: 404 });
    return redirectWithToast(
      here,
      outcome === "already confirmed"
        ? { type: "info", title: "Email already confirmed" }
        : { type: "success", title: "Confirmation email sent" },
    );
  }
  const { outcome, ended } = await endMemberSessions(context.db, actorOf(admin), userId);
  if (outcome === "no such member") throw data(null, { status: 404 });
  return redirectWithToast(here, {
    type: "success",
    title: "Sessions ended",
    description: `${ended} active session${ended === 1 ? "" : "s"} ended: the member is signed out everywhere.`,
  });
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
      <MemberActions member={member} error={actionData?.error} />
    </div>
  );
}
