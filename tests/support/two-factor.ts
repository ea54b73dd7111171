import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/**
 * The code an authenticator app shows now for the key printed on /admin/security (Base32, in
 * groups of four): computed by the library better-auth itself checks codes with.
 */
export function currentCode(printedSecret: string) {
  const key = base32.decode(printedSecret.replace(/\s/g, "").toUpperCase());
  return createOTP(key, { digits: 6, period: 30 }).totp();
}

/** A code that is not the one the app shows now (nor, in practice, for the periods beside it). */
export async function wrongCode(printedSecret: string) {
  const right = Number(await currentCode(printedSecret));
  return String((right + 500_000) % 1_000_000).padStart(6, "0");
}

/** The key and backup codes the set-up step of /admin/security shows. */
export function readSetUpPage(html: string) {
  const secret = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(html)?.[1]?.trim();
  const list = /data-testid="backup-codes"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
  const backupCodes = [...list.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1]!);
  if (!secret) throw new Error("no authenticator key on the page");
  return { secret, backupCodes };
}

type Browser = {
  request(path: string, init?: RequestInit): Promise<Response>;
  postForm(path: string, fields: Record<string, string>): Promise<Response>;
};

/**
 * Sets up two-factor authentication through /admin/security as an admin would: the password,
 * then a code computed from the key the page shows. Returns what the admin would have saved.
 */
export async function setUpTwoFactorThroughPages(admin: Browser, password: string) {
  const started = await admin.postForm("/admin/security", { intent: "start", password });
  if (started.status !== 302) throw new Error(`set-up not started: ${started.status}`);
  const page = readSetUpPage(await (await admin.request("/admin/security")).text());
  const confirmed = await admin.postForm("/admin/security", {
    intent: "confirm",
    code: await currentCode(page.secret),
  });
  if (confirmed.headers.get("location") !== "/admin") {
    throw new Error(`set-up not confirmed: ${confirmed.status}`);
  }
  return page;
}
