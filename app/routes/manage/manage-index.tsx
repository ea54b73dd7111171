import { notFound } from "@common/forms/action-answer";
import { Link, redirect } from "react-router";
import { requireUser } from "@server/accounts/require-user";
import { managedInstitutions } from "@server/institutions/require-manager";
import { Container } from "~/components/ui/container";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/manage-index";

/**
 * `/manage` (docs/product/institutions.md#manager-area): the institutions the signed-in person manages, or straight into the only
 * one. Someone who manages none gets the same 404 as any address that does not exist.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const institutions = await managedInstitutions(context, user.id);
  if (institutions.length === 0) notFound();
  if (institutions.length === 1) throw redirect(`/manage/${institutions[0]!.id}`);
  return { institutions };
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your institutions", "The institutions you manage on Clinova."),
  { name: "robots", content: "noindex, nofollow" },
];

export default function ManageIndex({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" className="grid gap-6 py-10">
      <h1 className="text-3xl font-semibold">Your institutions</h1>
      <p className="text-muted">You manage more than one institution. Choose one to open.</p>
      <ul className="grid gap-3">
        {loaderData.institutions.map((institution) => (
          <li key={institution.id}>
            <Link
              to={`/manage/${institution.id}`}
              className="block rounded-xl border border-border bg-surface px-5 py-4 font-medium focus-ring hover:bg-primary-50"
            >
              {institution.name}
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
