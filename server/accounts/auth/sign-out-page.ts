import { returnAddressFormSchema } from "@common/forms/return-address-form";
import { safeRedirect } from "@common/safe-redirect";
import { redirectWithAuthCookies } from "./auth-response";
import { readForm } from "../../http/read-form";
import type { AppContext } from "../../context";

export async function signOutAction(request: Request, context: AppContext) {
  // Signing out never fails on its form: a refused one only loses the return address.
  const form = await readForm(request, returnAddressFormSchema);
  const destination = safeRedirect(form.ok ? form.data.redirectTo : undefined, "/");
  try {
    const { headers } = await context.auth.api.signOut({
      headers: context.authHeaders,
      returnHeaders: true,
    });
    return redirectWithAuthCookies(destination, headers, { type: "success", title: "Signed out" });
  } catch (error) {
    context.logger.error({ err: error, reqId: context.requestId }, "sign-out failed");
    return redirectWithAuthCookies(destination, new Headers(), {
      type: "error",
      title: "Error",
      description: "We could not sign you out. Please try again.",
    });
  }
}
