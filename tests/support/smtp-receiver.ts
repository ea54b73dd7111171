import { EventEmitter, once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a local port (a free one unless `port` is given, e.g. to bring a
 * server back where the app expects it) that keeps every message it receives.
 */
export async function startSmtpReceiver(port = 0) {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
        arrivals.emit("mail");
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.server.address() as AddressInfo;
  const to = (address: string) => received.filter((mail) => mail.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    /**
     * The messages to `address` once there are at least `count` of them. Email leaves through
     * the queue's worker, so a test waits for it here (each arrival is checked; no sleeping);
     * after `timeoutMs` it answers what has come.
     */
    async waitFor(address: string, count = 1, timeoutMs = 15_000) {
      const signal = AbortSignal.timeout(timeoutMs);
      while (to(address).length < count && !signal.aborted) {
        await once(arrivals, "mail", { signal }).catch(() => {});
      }
      return to(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every http(s) link in a received message, with quoted-printable encoding undone. */
export function linksIn(mail: ReceivedMail) {
  const decoded = mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
}
