import { redirect } from "react-router";
import type { AppContext } from "../context";
import type { SessionUser } from "../auth/session-user";

/** The signed-in user, or a redirect to /login that brings them back here afterwards. */
export async function requireSignedIn(
  context: Pick<AppContext, "sessionUser">,
  request: Request,
): Promise<SessionUser> {
  const user = await context.sessionUser();
  if (user) return user;
  const url = new URL(request.url);
  // A single-fetch data request (`/x.data`) should bring the person back to the page itself.
  const path = url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  const back = `${path}${url.search}`;
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
}
