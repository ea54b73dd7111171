import { noticesPageAction, noticesPageLoader } from "@server/notices/notices-page";
import { NoticesList } from "~/features/notices/notices-list";
import { Container } from "~/components/ui/container";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/notices";

export const meta: Route.MetaFunction = () =>
  pageMeta("Notices", "Reminders and news about your training and your institution.");

export function loader({ request, context }: Route.LoaderArgs) {
  return noticesPageLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return noticesPageAction(request, context);
}

export default function Notices({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" className="py-10 sm:py-14">
      <NoticesList notices={loaderData.notices} />
    </Container>
  );
}
