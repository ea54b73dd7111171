import { requireUser } from "@server/accounts/require-user";
import {
  applyLearningRecordIntent,
  loadLearningRecordPage,
} from "@server/learning/record/learning-record-page";
import { LearningRecordPage } from "~/features/learning/record/learning-record-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/learning-record";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Learning record", "Your CPD, certificates and reflections, ready for revalidation."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return loadLearningRecordPage(context, user, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return applyLearningRecordIntent(context, request);
}

export default function LearningRecord({ loaderData, actionData }: Route.ComponentProps) {
  return <LearningRecordPage data={loaderData} refusal={actionData ?? null} />;
}
