import { redirect } from "react-router";
import { offlineCopyHeader } from "@common/offline-copy-header";
import { flashToastSchema, type FlashToast } from "@common/toast";

const cookieName = "clinova-toast";

export function flashToastCookie(toast: FlashToast) {
  const value = encodeURIComponent(JSON.stringify(toast));
  return `${cookieName}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

const clearCookie = `${cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** Redirect and show `toast` on the page the browser lands on. */
export function redirectWithToast(url: string, toast: FlashToast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", flashToastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast from the request, with the header that clears it. */
export function takeFlashToast(request: Request): {
  toast: FlashToast | null;
  headers: HeadersInit | undefined;
} {
  // The offline worker's copy of a page races the navigation the toast is meant for: leave it.
  if (request.headers.has(offlineCopyHeader)) return { toast: null, headers: undefined };
  const raw = readCookie(request.headers.get("cookie"), cookieName);
  if (raw === undefined) return { toast: null, headers: undefined };
  let toast: FlashToast | null = null;
  try {
    const parsed = flashToastSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    toast = parsed.success ? parsed.data : null;
  } catch {
    toast = null;
  }
  return { toast, headers: { "Set-Cookie": clearCookie } };
}

function readCookie(header: string | null, name: string) {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
