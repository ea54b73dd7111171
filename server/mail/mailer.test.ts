import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../tests/support/smtp-receiver";
import { createLogger } from "../logger";
import { renderEmail } from "./email-layout";
import { createMailer } from "./mailer";
import { listOutbox } from "./outbox";

const logger = createLogger("silent");
const message = {
  to: "nurse@example.org",
  subject: "Confirm your email",
  ...renderEmail({
    heading: "Confirm your email",
    paragraphs: ["Welcome to Clinova <3"],
    action: { label: "Confirm", url: "http://localhost:3000/confirm?token=abc" },
  }),
};

describe("over SMTP", () => {
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
  });
  afterAll(() => receiver.close());

  it("delivers a message with a text and an HTML part to a real SMTP server", async () => {
    const mailer = createMailer({
      smtpUrl: receiver.url,
      from: "Clinova <no-reply@clinova.example>",
      outboxDir: "/nonexistent",
      logger,
    });
    await mailer.send(message);
    mailer.close();
    expect(receiver.received).toHaveLength(1);
    const [mail] = receiver.received;
    expect(mail?.to).toEqual(["nurse@example.org"]);
    expect(mail?.from).toBe("no-reply@clinova.example");
    expect(mail?.raw).toContain("Content-Type: text/plain");
    expect(mail?.raw).toContain("Content-Type: text/html");
    expect(mail?.raw).toContain("Subject: Confirm your email");
  });
});

describe("without SMTP", () => {
  it("keeps messages in the outbox, newest first, with HTML escaped", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "clinova-outbox-")), "outbox");
    const mailer = createMailer({ smtpUrl: undefined, from: "Clinova", outboxDir: dir, logger });
    expect(mailer.kind).toBe("outbox");
    await mailer.send(message);
    await mailer.send({ ...message, subject: "Second" });
    const kept = await listOutbox(dir);
    expect(kept.map((m) => m.subject)).toEqual(["Second", "Confirm your email"]);
    expect(kept[1]?.text).toContain("Confirm: http://localhost:3000/confirm?token=abc");
    expect(kept[1]?.html).toContain("Welcome to Clinova &#60;3");
    expect(kept[1]?.html).not.toContain("<3");
  });

  it("lists nothing when the outbox does not exist yet", async () => {
    expect(await listOutbox("/nonexistent/outbox")).toEqual([]);
  });
});
