import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { institutions, profiles, users } from "@server/db/schema/index";
import { httpSession } from "../../../tests/support/http-session";
import { professionalDetails } from "../../../tests/support/professional-details";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
});
afterAll(async () => {
  await subject.close();
});

const password = "correct-horse-7!";
const usersCalled = (email: string) =>
  subject.database.db.select().from(users).where(eq(users.email, email));

describe("signing up straight through the auth API", () => {
  it("refuses a sign-up without the professional details and creates nothing", async () => {
    const browser = httpSession(subject);
    const email = "bare@example.org";
    const response = await browser.postJson("/api/auth/sign-up/email", {
      email,
      password,
      name: "Bare Call",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("First name is required");
    expect(await usersCalled(email)).toEqual([]);
    expect(browser.cookies.size).toBe(0);
  });

  it.each([
    ["lastName", "Last name is required"],
    ["professionalRegType", "Professional registration type is required"],
    ["regNo", "Registration number is required"],
    ["institution", "Institution is required"],
  ])("without %s answers the form's message: %s", async (field, message) => {
    const email = `no-${field.toLowerCase()}@example.org`;
    const body = { email, password, ...professionalDetails("Ada Okafor"), [field]: "   " };
    const response = await httpSession(subject).postJson("/api/auth/sign-up/email", body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(await usersCalled(email)).toEqual([]);
  });

  it("refuses a registration type outside the list", async () => {
    const email = "surgeon-general@example.org";
    const body = { email, password, ...professionalDetails("Ada Okafor") };
    const response = await httpSession(subject).postJson("/api/auth/sign-up/email", {
      ...body,
      professionalRegType: "wizard",
    });
    expect(response.status).toBe(400);
    expect(await usersCalled(email)).toEqual([]);
  });

  it("with every detail creates the account and its profile, named from the profile", async () => {
    const email = "complete@example.org";
    const response = await httpSession(subject).postJson("/api/auth/sign-up/email", {
      email,
      password,
      name: "Someone Else Entirely",
      firstName: "  Chidi ",
      lastName: "Anagonye",
      professionalRegType: "doctor",
      regNo: "GMC-1234567",
      institution: "Riverbend Teaching Hospital",
    });
    expect(response.status).toBe(200);
    const [user] = await usersCalled(email);
    expect(user?.name).toBe("Chidi Anagonye");
    const [profile] = await subject.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({
      firstName: "Chidi",
      lastName: "Anagonye",
      professionalRegType: "doctor",
      regNo: "GMC-1234567",
      institution: "Riverbend Teaching Hospital",
    });
    // A new institution name waits for the back office, with who typed it (decision 0047).
    const known = await subject.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.name, "Riverbend Teaching Hospital"));
    expect(known).toMatchObject([{ status: "pending", proposedBy: user!.id }]);
  });
});
