import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "../db/schema/index";
import { startSmtpReceiver } from "../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { bodyTooLargeMessage } from "../http/limit-body";

/** The rendered markup only: the hydration data repeats what the action returned. */
const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

let subject: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

const valid = {
  firstName: "Amara",
  lastName: "Okafor",
  email: "amara.okafor@example.org",
  phoneNumber: "",
  message: "Could our ward team trial the cannulation module before we commit?",
};

function post(app: TestApp, fields: Record<string, string>) {
  return app.request(`${app.config.appUrl}/contact`, {
    method: "POST",
    headers: {
      Origin: app.config.appUrl,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const rows = (app: TestApp) => app.database.db.select().from(contactSubmissions);

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  subject = await startTestApp({ SMTP_URL: smtp.url, CONTACT_EMAIL: "team@clinova.example" });
});

afterAll(async () => {
  await subject.close();
  await smtp.close();
});

describe("the contact page", () => {
  it("is server-rendered with the spec's headings and the contact address", async () => {
    const html = await (await subject.request("/contact")).text();
    expect(html).toContain("Got Questions?");
    expect(html).toContain("Contact Us, we&#x27;re waiting!");
    expect(html).toContain('href="mailto:team@clinova.example"');
  });
});

describe("sending a contact message", () => {
  it("stores it with no phone, emails the team and redirects with the success toast", async () => {
    const response = await post(subject, valid);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contact#contact-form");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(decodeURIComponent(cookie)).toContain(
      "Message sent successfully! We will get back to you soon.",
    );

    const [row] = await rows(subject);
    expect(row).toMatchObject({ ...valid, phoneNumber: null });

    expect(await smtp.waitFor("team@clinova.example")).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["team@clinova.example"]);
    expect(mail?.raw).toContain("Reply-To: amara.okafor@example.org");
    expect(mail?.raw).toContain("Subject: Contact form: Amara Okafor");
    expect(mail?.raw).toContain("trial the cannulation module");

    // Without JavaScript the next page shows the toast's words in the HTML.
    const next = await subject.request("/contact", {
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect(withoutScripts(await next.text())).toContain(
      "Message sent successfully! We will get back to you soon.",
    );
  });

  it("keeps a phone number, trimmed", async () => {
    await post(subject, { ...valid, email: "phone@example.org", phoneNumber: "  07700 900123 " });
    const stored = (await rows(subject)).find((row) => row.email === "phone@example.org");
    expect(stored?.phoneNumber).toBe("07700 900123");
  });
});

describe("an invalid contact message", () => {
  it("is refused with every message in the form's order, the input kept, nothing stored", async () => {
    const before = (await rows(subject)).length;
    await subject.mailQueueSettled();
    const sent = smtp.received.length;
    const response = await post(subject, {
      firstName: "A",
      lastName: " ",
      email: "not-an-email",
      phoneNumber: "",
      message: "Too short",
    });
    expect(response.status).toBe(400);
    const html = withoutScripts(await response.text());
    const order = [
      "First name must be at least 2 characters",
      "Last name must be at least 2 characters",
      "Please enter a valid email address",
      "Message must be at least 10 characters",
    ].map((message) => html.indexOf(message));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain(">Too short</textarea>");
    expect(html).toMatch(
      /<input[^>]*autofocus=""[^>]*name="firstName"|name="firstName"[^>]*autofocus=""/,
    );
    expect(html).toMatch(/aria-invalid="true"/);
    expect((await rows(subject)).length).toBe(before);
    await subject.mailQueueSettled();
    expect(smtp.received.length).toBe(sent);
  });

  it("refuses a body larger than the form could ever send", async () => {
    // Over the form's own limit: answered on the page, in its words.
    const response = await post(subject, { ...valid, message: "x".repeat(100 * 1024) });
    expect(response.status).toBe(400);
    expect(withoutScripts(await response.text())).toContain(
      "An unexpected error occurred. Please try again later.",
    );
    // Over the page's bound (twice the form's limit): 413 before the body is read (decision 0044).
    const tooLarge = await post(subject, { ...valid, message: "x".repeat(130 * 1024) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain(bodyTooLargeMessage);
  });
});

describe("when things go wrong", () => {
  it("says there was a problem when the database fails, keeping the input", async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const response = await post(broken, valid);
    expect(response.status).toBe(500);
    const html = withoutScripts(await response.text());
    expect(html).toContain("There was a problem submitting your message. Please try again.");
    expect(html).toContain('value="amara.okafor@example.org"');
  });

  it("still succeeds when the email cannot be sent, because the message is stored", async () => {
    const noMail = await startTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const response = await post(noMail, valid);
      expect(response.status).toBe(302);
      expect(await rows(noMail)).toHaveLength(1);
    } finally {
      await noMail.close();
    }
  });

  it("refuses an eleventh message from one address within 15 minutes, keeping the input", async () => {
    const app = await startTestApp();
    try {
      for (let sent = 0; sent < 10; sent += 1) {
        expect((await post(app, valid)).status).toBe(302);
      }
      const response = await post(app, valid);
      expect(response.status).toBe(429);
      const html = withoutScripts(await response.text());
      expect(html).toContain("Too many attempts. Please wait a few minutes and try again.");
      expect(html).toContain('value="amara.okafor@example.org"');
      expect(await rows(app)).toHaveLength(10);
    } finally {
      await app.close();
    }
  });
});
