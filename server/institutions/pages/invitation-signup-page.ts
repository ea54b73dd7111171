import { signUpAction, signUpPage } from "../../accounts/auth/signup-page";
import type { AppContext } from "../../context";
import { invitationPrefill, invitedEmailMismatch } from "../invitation-prefill";

/**
 * Sign-up, filled in from an invitation when the visitor came from its page
 * (`/signup?redirectTo=/invitations/<token>`): docs/product/institutions.md#inviting-from-a-csv-file, decision 0065.
 */
export async function signUpPageWithInvitation(context: AppContext, request: Request) {
  const page = await signUpPage(context, request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { ...page, invited: await invitationPrefill(context.db, redirectTo) };
}

/** Sign-up's action, holding an invited visitor to the invitation's address. */
export function signUpActionWithInvitation(context: AppContext, request: Request) {
  return signUpAction(context, request, async (redirectTo) => {
    const invited = await invitationPrefill(context.db, redirectTo);
    return invited && { email: invited.email, mismatch: invitedEmailMismatch(invited) };
  });
}
