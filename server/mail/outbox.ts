import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";

const outboxMessage = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z
    .array(z.object({ filename: z.string(), content: z.string(), contentType: z.string() }))
    .optional(),
  sentAt: z.string(),
});

export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Where emails wait when no SMTP server is configured (listed at /dev/mailbox). */
export const outboxDir = (dataDir: string) => join(resolve(dataDir), "outbox");

/** Keeps one message as a JSON file; names sort by time, so the newest lists first. */
export async function writeToOutbox(dir: string, message: Omit<OutboxMessage, "id" | "sentAt">) {
  await mkdir(dir, { recursive: true });
  const sentAt = new Date().toISOString();
  // Microseconds, so two messages written in the same millisecond still list in order.
  const micros = Math.floor((performance.timeOrigin + performance.now()) * 1000);
  const id = `${micros.toString().padStart(18, "0")}-${randomUUID()}`;
  await writeFile(join(dir, `${id}.json`), JSON.stringify({ ...message, id, sentAt }), {
    mode: 0o600,
  });
  return id;
}

/** The newest messages first, at most `limit`. */
export async function listOutbox(dir: string, limit = 50): Promise<OutboxMessage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, limit);
  const messages = await Promise.all(
    newest.map(async (name) =>
      outboxMessage.safeParse(JSON.parse(await readFile(join(dir, name), "utf8"))),
    ),
  );
  return messages.flatMap((parsed) => (parsed.success ? [parsed.data] : []));
}
