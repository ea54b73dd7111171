import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

type Filed = { to: string[]; raw: string };

const mailDir = () => process.env.E2E_MAIL_DIR!;

function messagesTo(address: string): Filed[] {
  return readdirSync(mailDir())
    .sort()
    .map((name) => JSON.parse(readFileSync(join(mailDir(), name), "utf8")) as Filed)
    .filter((mail) => mail.to.includes(address));
}

/** Waits for the `count`-th email to `address` and returns its links (quoted-printable undone). */
export async function linksInMail(address: string, count = 1) {
  await expect
    .poll(() => messagesTo(address).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = messagesTo(address)[count - 1]!;
  const raw = mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return [...new Set(raw.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
}

/** Waits for an email to `address` with a link containing `part` (an unsubscribe link, say). */
export async function linkInMail(address: string, part: string) {
  const find = () =>
    messagesTo(address)
      .flatMap((mail) => linksOf(mail.raw))
      .find((link) => link.includes(part));
  await expect.poll(find, { timeout: 20_000 }).toBeDefined();
  return find()!;
}

function linksOf(raw: string) {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [];
}
