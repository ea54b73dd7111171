import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQueryCounter } from "@server/db/query-counter";
import { profiles, subscriptions, users } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";

const counter = createQueryCounter();
let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
const hour = 3_600_000;
const day = 24 * hour;
const pad = (i: number) => String(i).padStart(2, "0");

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  admin = await signInAdmin(subject, "members-admin@example.org");
  const { db } = subject.database;
  // 40 members, joined one a day back from yesterday, half at each institution, the first ten
  // subscribed; then two to find: one with every field distinct, one without a profile.
  const people = Array.from({ length: 40 }, (_, i) => ({
    id: randomUUID(),
    name: `Account ${pad(i)}`,
    email: `person${pad(i)}@example.org`,
    emailVerified: i % 3 === 0,
    createdAt: new Date(Date.now() - (i + 1) * day),
  }));
  const zoe = {
    id: randomUUID(),
    name: "Zoe",
    email: "z.okafor@clinic.test",
    emailVerified: true,
    createdAt: new Date(Date.now() - hour),
  };
  const unprofiled = {
    id: randomUUID(),
    name: "Nadia Unprofiled",
    email: "nadia@example.org",
    emailVerified: false,
    createdAt: new Date(Date.now() - 2 * hour),
  };
  await db.insert(users).values([...people, zoe, unprofiled]);
  await db.insert(profiles).values([
    ...people.map((person, i) => ({
      userId: person.id,
      firstName: "Person",
      lastName: `Number ${pad(i)}`,
      professionalRegType: "nurse",
      regNo: `RN-${1000 + i}`,
      institution: i % 2 ? "Riverside Hospital" : "Hillcrest College",
    })),
    {
      userId: zoe.id,
      firstName: "Zoë",
      lastName: "Okafor",
      professionalRegType: "doctor",
      regNo: "GMC-99Z9999",
      institution: "St Elsewhere NHS Trust",
    },
  ]);
  await db.insert(subscriptions).values(
    people.slice(0, 10).map((person, i) => ({
      userId: person.id,
      provider: "test",
      customerId: `cus_${person.id}`,
      status: i % 2 ? "trialing" : "active",
      tier: i % 2 ? ("premium" as const) : ("standard" as const),
    })),
  );
});
afterAll(async () => {
  await subject.close();
});

const namesIn = (html: string) =>
  [...html.matchAll(/href="\/admin\/members\/[0-9a-f-]{36}"[^>]*>([^<]+)</g)].map((m) => m[1]);

async function list(query: string) {
  counter.take();
  const response = await admin.request(`/admin/members${query}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, names: namesIn(html), queries: counter.take().length };
}

describe("the members list: searched, sorted and paged on the server", () => {
  it("opens on the newest members first, 25 to a page, with email state and subscription", async () => {
    const { html, names } = await list("");
    expect(names).toHaveLength(25);
    expect(names.slice(0, 4)).toEqual([
      "Office Admin",
      "Zoë Okafor",
      "Nadia Unprofiled",
      "Person Number 00",
    ]);
    expect(html).toContain("1–25 of 43");
    expect(html).toContain("Not confirmed");
    expect(html).toContain("Standard · Active");
    expect(html).toContain("Premium · Free trial");
    expect(html).toContain("St Elsewhere NHS Trust");
  });

  it("pages on to the end", async () => {
    const second = await list("?sort=joined&dir=desc&page=2");
    expect(second.names).toHaveLength(18);
    expect(second.names.at(-1)).toBe("Person Number 39");
    expect(second.html).toContain("26–43 of 43");
    expect(second.html).not.toContain("Next page");
  });

  it("finds a member by name, email, institution or registration number", async () => {
    for (const q of ["zoë oka", "Z.OKAFOR@clinic", "elsewhere", "gmc-99z9"]) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).names, q).toEqual(["Zoë Okafor"]);
    }
    // Without a profile, the account's name is the one searched and shown.
    expect((await list("?q=unprofiled")).names).toEqual(["Nadia Unprofiled"]);
    const riverside = await list("?q=riverside&sort=name&dir=asc");
    expect(riverside.html).toContain("1–20 of 20");
    expect(riverside.names[0]).toBe("Person Number 01");
    expect((await list("?q=RN-1007")).names).toEqual(["Person Number 07"]);
    expect((await list("?q=nobody-here")).html).toContain("No member matches.");
  });

  it("sorts by name, email, joined and subscription, either way", async () => {
    expect((await list("?sort=name&dir=asc")).names[0]).toBe("Nadia Unprofiled");
    expect((await list("?sort=name&dir=desc")).names[0]).toBe("Zoë Okafor");
    expect((await list("?sort=email&dir=asc")).names[0]).toBe("Office Admin");
    expect((await list("?sort=email&dir=desc")).names[0]).toBe("Zoë Okafor");
    expect((await list("?sort=joined&dir=asc")).names[0]).toBe("Person Number 39");
    const trialsFirst = await list("?sort=subscription&dir=desc");
    expect(trialsFirst.names.slice(0, 5).sort()).toEqual(
      ["01", "03", "05", "07", "09"].map((n) => `Person Number ${n}`),
    );
    const activeFirst = await list("?sort=subscription&dir=asc");
    expect(activeFirst.names.slice(0, 5).sort()).toEqual(
      ["00", "02", "04", "06", "08"].map((n) => `Person Number ${n}`),
    );
    expect(activeFirst.html).toContain('aria-sort="ascending"');
  });

  it("answers in the same bounded number of queries whatever the page or search", async () => {
    const first = await list("");
    const searched = await list("?q=person&sort=name&dir=asc&page=2");
    expect(searched.queries).toBe(first.queries);
    expect(first.queries).toBeLessThanOrEqual(4);
  });
});
