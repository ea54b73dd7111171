import { setTimeout as sleep } from "node:timers/promises";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

const period = 30;
const otpOf = (printedSecret: string) =>
  createOTP(base32.decode(printedSecret.replace(/\s/g, "").toUpperCase()), { digits: 6, period });

/**
 * The code an authenticator app shows now for the key printed on /admin/security (Base32, in
 * groups of four): computed by the library better-auth itself checks codes with.
 */
export function currentCode(printedSecret: string) {
  return otpOf(printedSecret).totp();
}

const lastStepGiven = new Map<string, number>();

/**
 * A right code the server has not taken yet: each code is taken once (decision 0045), so a test
 * that signs in several times asks for a new one each time. The server accepts the codes of
 * the time steps beside the current one, as authenticator apps and clocks drift; this takes the
 * earliest step not given yet among them (the previous one only while the current period has
 * more than a few seconds left), and waits for the next period when all three were given.
 */
export async function unusedCode(printedSecret: string) {
  for (;;) {
    const now = Date.now() / 1000;
    const current = Math.floor(now / period);
    const earliest = period - (now % period) > 3 ? current - 1 : current;
    const step = Math.max(earliest, (lastStepGiven.get(printedSecret) ?? -Infinity) + 1);
    if (step <= current + 1) {
      lastStepGiven.set(printedSecret, step);
      return otpOf(printedSecret).hotp(step);
    }
    await sleep(((current + 1) * period - now) * 1000 + 50);
  }
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
    code: await unusedCode(page.secret),
  });
  if (confirmed.headers.get("location") !== "/admin") {
    throw new Error(`set-up not confirmed: ${confirmed.status}`);
  }
  return page;
}
