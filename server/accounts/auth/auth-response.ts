import { redirect } from "react-router";
import { APIError } from "better-auth/api";
import type { FlashToast } from "@common/toast";
import { flashToastCookie } from "../../http/flash-toast";

/** The message better-auth gave for a refused call, or `fallback`. */
export function authErrorMessage(error: unknown, fallback: string) {
  if (error instanceof APIError) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    return typeof message === "string" && message ? message : fallback;
  }
  return fallback;
}

/** Redirects, carrying every cookie better-auth set (all of them, not just the first) and a toast. */
export function redirectWithAuthCookies(url: string, authHeaders: Headers, toast?: FlashToast) {
  const headers = new Headers();
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  if (toast) headers.append("Set-Cookie", flashToastCookie(toast));
  return redirect(url, { headers });
}
