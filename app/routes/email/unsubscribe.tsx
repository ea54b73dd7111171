import { unsubscribePageLoader } from "@server/reminders/unsubscribe-page";
import { UnsubscribePanel } from "~/features/notices/unsubscribe-panel";
import { Container } from "~/components/ui/container";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Email preferences", "Turn an optional email off or back on."),
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribePageLoader(request, context);
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="prose" className="py-16 sm:py-20">
      <UnsubscribePanel state={loaderData} />
    </Container>
  );
}
