import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpSession } from "../../tests/support/http-session";
import { startSmtpReceiver } from "../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { institutionEnquiries } from "../db/schema";

let subject: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  subject = await startTestApp({ SMTP_URL: smtp.url, CONTACT_EMAIL: "sales@clinova.example" });
});
afterAll(async () => {
  await subject.close();
  await smtp.close();
});

const textOf = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

const enquiry = {
  intent: "enquiry",
  firstName: "Harriet",
  lastName: "Osei",
  workEmail: "H.Osei@Larkmere.example",
  phone: "0113 496 0000",
  numberOfUsers: "120",
  others: "Sepsis recognition",
  message: "We would like a pilot for our second-year midwives.",
};

function postEnquiry(fields: Record<string, string>, specialties: string[] = []) {
  const body = new URLSearchParams(fields);
  for (const s of specialties) body.append("specialties", s);
  return httpSession(subject).request("/pricing", { method: "POST", body });
}

describe("pricing page", () => {
  it("serves the plans, prices and features in the HTML", async () => {
    const html = await textOf(await subject.request("http://localhost:3000/pricing"));
    for (const text of ["£21", "£31", "Custom", "Frontline Bundle", "Certificate of completion"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Building new scenarios");
    expect(html).toContain('href="mailto:sales@clinova.example"');
    expect(html).not.toContain("Account created successfully!");
  });

  it("shows yearly prices with their savings from ?period=yearly", async () => {
    const html = await textOf(await subject.request("http://localhost:3000/pricing?period=yearly"));
    for (const text of ["£199", "£299", "Save £29!", "Save £49!"]) expect(html).toContain(text);
  });

  it("shows the sign-up banner for from=signup", async () => {
    const html = await textOf(await subject.request("http://localhost:3000/pricing?from=signup"));
    expect(html).toContain(
      "Account created successfully! Now choose your plan to start your VR training journey.",
    );
  });

  it("answers subscription=success with a redirect to /dashboard carrying the toast", async () => {
    const response = await subject.request("http://localhost:3000/pricing?subscription=success");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("clinova-toast="))!;
    expect(JSON.parse(decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!))).toEqual({
      type: "success",
      title: "Subscription activated!",
      description: "Welcome to Clinova! You can now access all premium features.",
    });
  });
});

describe("institution enquiry", () => {
  it("stores the enquiry, emails sales with Reply-To, and confirms", async () => {
    const response = await postEnquiry(enquiry, ["obstetric", "paediatrics"]);
    expect(response.status).toBe(200);
    expect(await textOf(response)).toContain("Thank you, Harriet. Your enquiry is with our team.");
    const [row] = await subject.database.db
      .select()
      .from(institutionEnquiries)
      .where(eq(institutionEnquiries.workEmail, "h.osei@larkmere.example"));
    expect(row).toMatchObject({
      firstName: "Harriet",
      numberOfUsers: 120,
      specialties: ["obstetric", "paediatrics"],
      others: "Sepsis recognition",
    });
    const [mail] = await smtp.waitFor("sales@clinova.example");
    expect(mail?.to).toEqual(["sales@clinova.example"]);
    expect(mail?.raw).toMatch(/Reply-To: h\.osei@larkmere\.example/i);
    expect(mail?.raw).toContain("Subject: Institution enquiry from Harriet Osei");
    expect(mail?.raw).toContain("Scenarios of interest: Obstetric, Paediatrics");
  });

  it("answers invalid input with clear messages, keeps the values and stores nothing", async () => {
    const response = await postEnquiry(
      {
        ...enquiry,
        firstName: " ",
        workEmail: "not-an-email",
        numberOfUsers: "twelve",
        message: "Hi",
      },
      ["surgical"],
    );
    expect(response.status).toBe(400);
    const html = await textOf(response);
    for (const message of [
      "First name is required",
      "Please enter a valid email address",
      "Number of users must be a number",
      "Message must be at least 10 characters",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('value="0113 496 0000"');
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="surgical"/);
    expect(html).not.toMatch(/<input[^>]*checked=""[^>]*value="obstetric"/);
    const rows = await subject.database.db
      .select()
      .from(institutionEnquiries)
      .where(eq(institutionEnquiries.workEmail, "not-an-email"));
    expect(rows).toHaveLength(0);
  });

  it("refuses a sixth enquiry from one address within 15 minutes", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await postEnquiry(enquiry)).status);
    // One enquiry from this address was already sent in the first test.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
