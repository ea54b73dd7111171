import { Outlet } from "react-router";
import { requireManager } from "@server/institutions/require-manager";
import { recordManagerSignIn } from "@server/institutions/audit/manager-sign-in";
import { Container } from "~/components/ui/container";
import { ManagerNav } from "~/features/manage/manager-nav";
import type { Route } from "./+types/manage-layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The frame of one institution's manager area (docs/product/institutions.md#manager-area): its name, its seats and the sections.
 * Anyone who does not manage it gets a 404 here, and every page below asks requireManager again
 * (a layout's loader does not guard its children's actions).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, institution, standing, signInRecorded } = await requireManager(
    context,
    request,
    params.institutionId,
  );
  const readOnly = !standing.roles.includes("manager");
  if (!signInRecorded) {
    await recordManagerSignIn(context.db, {
      user,
      institutionId: institution.id,
      role: readOnly ? "reporter" : "manager",
      ipAddress: context.clientIp,
    });
  }
  return {
    readOnly,
    institution: {
      id: institution.id,
      name: institution.name,
      seatCount: institution.seatCount,
      seatsHeld: institution.seatsHeld,
    },
  };
}

export default function ManageLayout({ loaderData }: Route.ComponentProps) {
  const { institution, readOnly } = loaderData;
  return (
    <div className="border-b border-border bg-canvas">
      <div className="border-b border-border bg-surface">
        <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <div className="grid">
            <span className="text-xs font-semibold tracking-wide text-primary-700 uppercase">
              Institution
            </span>
            <span className="text-lg font-semibold">{institution.name}</span>
          </div>
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">
              {`${institution.seatsHeld} of ${institution.seatCount}`}
            </span>{" "}
            seats held
          </p>
          {readOnly ? (
            <p className="rounded-lg bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800">
              Read-only access
            </p>
          ) : null}
          <ManagerNav institutionId={institution.id} />
        </Container>
      </div>
      <Container className="py-8">
        <Outlet />
      </Container>
    </div>
  );
}
