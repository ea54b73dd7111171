import { redirect } from "react-router";
import { exportFileName, exportUserData } from "@server/accounts/export-user-data";
import { requireUser } from "@server/accounts/require-user";
import type { Route } from "./+types/account-export";

/** GET /account/export: the signed-in person's data as a JSON download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, { profile: "any" });
  const now = new Date();
  const exported = await exportUserData(context.db, user.id, now);
  if (!exported) throw redirect("/login");
  context.logger.info({ userId: user.id }, "personal data exported");
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
}
