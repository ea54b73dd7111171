import { redirect } from "react-router";
import type { ActionAnswer, RefusalStatus } from "@common/forms/action-answer";
import type { FlashToast } from "@common/toast";
import { redirectWithToast } from "../http/flash-toast";

/**
 * Checkout and portal answer two kinds of caller: the page's script, which opens the address
 * in a new tab (Accept: application/json), and a plain form post before JavaScript loads.
 */
const wantsJson = (request: Request) =>
  request.headers.get("accept")?.includes("application/json") ?? false;

export function goToProvider(request: Request, url: string) {
  return wantsJson(request) ? Response.json({ url }) : redirect(url, 303);
}

/**
 * Shows the toast where the person is (script, the one answer shape) or on `fallback` (form
 * post): 400 for a choice the form should not have sent, 422 for one the provider or our rules
 * refuse, 500 for a failure of ours.
 */
export function refuseWithToast(
  request: Request,
  fallback: string,
  toast: FlashToast,
  status: RefusalStatus = 422,
) {
  const answer: ActionAnswer = { ok: false, errors: {}, values: {}, toast };
  return wantsJson(request)
    ? Response.json(answer, { status })
    : redirectWithToast(fallback, toast, { status: 303 });
}

export const authenticationRequired: FlashToast = {
  type: "error",
  title: "Authentication required",
  description: "Please sign in to subscribe to a plan.",
};
