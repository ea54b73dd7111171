import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAll } from "@server/db/seed/seed";
import { institutions } from "@server/db/schema/index";
import { httpSession, testOrigin } from "../../tests/support/http-session";
import { learnerPassword } from "../../tests/support/learner";
import { professionalDetails } from "../../tests/support/professional-details";
import { signUpThenIn } from "../../tests/support/sign-up-over-http";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

// docs/product/back-office.md#institution-names: a typed institution stays on the person's profile; the shared picker offers
// it to others only once the back office approves it (decision 0047).
let subject: TestApp;
beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
});
afterAll(async () => {
  await subject.close();
});

const site = (path: string) => `${testOrigin}${path}`;

/** What another visitor's picker is offered for `q`. */
async function pickerOffers(q: string) {
  const response = await httpSession(subject).request(
    site(`/resources/institutions?q=${encodeURIComponent(q)}`),
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { institutions: { name: string }[] };
  return body.institutions.map((entry) => entry.name);
}

const listRow = async (name: string) =>
  (
    await subject.database.db
      .select()
      .from(institutions)
      .where(sql`lower(${institutions.name}) = lower(${name})`)
  )[0];

async function signUp(email: string, institution: string) {
  const browser = httpSession(subject);
  const { signIn } = await signUpThenIn(browser.postJson, {
    email,
    password: learnerPassword,
    name: "Priya Raman",
    details: { institution },
  });
  const { user } = (await signIn.json()) as { user: { id: string } };
  return { browser, userId: user.id };
}

describe("an institution name typed on sign-up", () => {
  it("stays on the proposer's profile and is not offered to anyone else", async () => {
    const name = "Lantern Hill Simulation Academy";
    const { browser, userId } = await signUp("priya-proposer@example.org", name);

    expect(await pickerOffers("Lantern Hill")).toEqual([]);
    expect(await pickerOffers("")).not.toContain(name);

    const account = await (await browser.request(site("/account"))).text();
    expect(account).toMatch(
      new RegExp(`name="institution"[^>]*value="${name}"|value="${name}"[^>]*name="institution"`),
    );
    // It waits for the back office, with who typed it.
    expect(await listRow(name)).toMatchObject({ status: "pending", proposedBy: userId });
  });

  it("leaves the seeded names approved and offered", async () => {
    expect(await pickerOffers("Leeds")).toContain("University of Leeds");
    expect(await listRow("University of Leeds")).toMatchObject({
      status: "approved",
      proposedBy: null,
    });
  });

  it("proposes nothing new when the name is on the list in another case or spacing", async () => {
    const before = await subject.database.db.select().from(institutions);
    await signUp("leeds-lower@example.org", "  university   of LEEDS ");
    expect(await subject.database.db.select().from(institutions)).toEqual(before);
  });
});

describe("the picker's Add", () => {
  it("answers the name for the person's own form and writes nothing to the list", async () => {
    const before = await subject.database.db.select().from(institutions);
    const added = await httpSession(subject).postForm(site("/resources/institutions"), {
      name: "  Quayside   Nursing Collective ",
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({
      ok: true,
      institution: { id: null, name: "Quayside Nursing Collective" },
      errors: {},
    });
    expect(await subject.database.db.select().from(institutions)).toEqual(before);
    expect(await pickerOffers("Quayside")).toEqual([]);

    // An approved name, typed in another case, is answered as the list has it.
    const known = await httpSession(subject).postForm(site("/resources/institutions"), {
      name: "university of leeds",
    });
    const { institution } = (await known.json()) as { institution: { id: string; name: string } };
    expect(institution.name).toBe("University of Leeds");
    expect(institution.id).toBe((await listRow("University of Leeds"))!.id);
  });
});

describe("an institution name typed on the profile", () => {
  it("waits for the back office too, and the profile keeps it", async () => {
    const { browser, userId } = await signUp("priya-profile@example.org", "University of Leeds");
    const name = "Harbourside Midwifery School";
    const saved = await browser.postForm(site("/account"), {
      intent: "profile",
      ...professionalDetails("Priya Raman"),
      institution: name,
    });
    expect(saved.status).toBe(302);
    expect(await pickerOffers("Harbourside")).toEqual([]);
    expect(await listRow(name)).toMatchObject({ status: "pending", proposedBy: userId });
    const account = await (await browser.request(site("/account"))).text();
    expect(account).toContain(`value="${name}"`);
  });

  it("keeps the first proposer when a second person types the same name", async () => {
    const first = await signUp("first-typist@example.org", "Millbrook Community Trust");
    await signUp("second-typist@example.org", "millbrook community trust");
    const rows = await subject.database.db
      .select()
      .from(institutions)
      .where(eq(institutions.proposedBy, first.userId));
    expect(rows.map((row) => row.name)).toEqual(["Millbrook Community Trust"]);
    expect(await pickerOffers("Millbrook")).toEqual([]);
  });
});
