import { profileSchema } from "@common/auth/schemas";
import { safeRedirect } from "@common/safe-redirect";
import type { SessionUser } from "./auth/session-user";
import type { AppContext } from "../context";
import { redirectWithToast } from "../http/flash-toast";
import { readForm } from "../http/read-form";
import { profileForForm } from "./profiles";
import { profileRefusal, submitProfile } from "./submit-profile";

/** The profile asked for after sign-up (docs/product/accounts.md#complete-your-profile). */
export function getStartedPage(user: SessionUser) {
  return { profile: profileForForm(user), email: user.email };
}

/** Saved: back where the profile gate stopped them, else home. */
export async function getStartedAction(context: AppContext, request: Request, user: SessionUser) {
  const result = await submitProfile(context, user.id, await readForm(request, profileSchema));
  if (result.status !== "saved") return profileRefusal(result);
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/");
  return redirectWithToast(back, { type: "success", title: "Profile updated!" });
}
