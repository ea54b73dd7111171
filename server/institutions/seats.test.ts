import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { cohortMembers, cohorts, institutionAccounts, users } from "../db/schema/index";
import { releaseSeat, takeSeat } from "./seats";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let serial = 0;
async function learner(email: string) {
  const id = `seats-learner-${++serial}`;
  await database.db.insert(users).values({ id, email, name: email });
  return { userId: id, email };
}

async function institution(values: Partial<typeof institutionAccounts.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(institutionAccounts)
    .values({
      name: `Seats Trust ${++serial}`,
      seatCount: 2,
      contractStart: "2026-01-01",
      contractEnd: "2099-12-31",
      ...values,
    })
    .returning({ id: institutionAccounts.id });
  return row!.id;
}

const invited = (institutionId: string, who: { userId: string; email: string }) => ({
  institutionId,
  ...who,
  source: "invitation" as const,
});

describe("takeSeat", () => {
  it("takes a seat once: a second call says it is already held", async () => {
    const id = await institution();
    const who = await learner("once@nhs.test");
    expect(await takeSeat(database.db, invited(id, who))).toEqual({ ok: true, alreadyHeld: false });
    expect(await takeSeat(database.db, invited(id, who))).toEqual({ ok: true, alreadyHeld: true });
  });

  it("refuses when every seat is taken, and takes one again once a seat is released", async () => {
    const id = await institution({ seatCount: 1 });
    const first = await learner("first@nhs.test");
    const second = await learner("second@nhs.test");
    await takeSeat(database.db, invited(id, first));
    expect(await takeSeat(database.db, invited(id, second))).toEqual({
      ok: false,
      refusal: "no-seat-left",
    });
    expect(await releaseSeat(database.db, id, first.userId)).toBe(true);
    expect((await takeSeat(database.db, invited(id, second))).ok).toBe(true);
  });

  it("refuses outside the contract and outside the institution's email domains", async () => {
    const ended = await institution({ contractStart: "2020-01-01", contractEnd: "2020-12-31" });
    const notYet = await institution({ contractStart: "2099-01-01", contractEnd: "2099-12-31" });
    const domains = await institution({ emailDomains: ["nhs.test"] });
    const who = await learner("someone@gmail.test");
    expect(await takeSeat(database.db, invited(ended, who))).toMatchObject({
      refusal: "contract-ended",
    });
    expect(await takeSeat(database.db, invited(notYet, who))).toMatchObject({
      refusal: "contract-ended",
    });
    expect(await takeSeat(database.db, invited(domains, who))).toMatchObject({
      refusal: "domain-not-allowed",
    });
    const subdomain = await learner("lead@trust.nhs.test");
    expect((await takeSeat(database.db, invited(domains, subdomain))).ok).toBe(true);
  });

  it("refuses a learner who holds a seat at another institution", async () => {
    const a = await institution();
    const b = await institution();
    const who = await learner("two@nhs.test");
    await takeSeat(database.db, invited(a, who));
    expect(await takeSeat(database.db, invited(b, who))).toEqual({
      ok: false,
      refusal: "held-elsewhere",
    });
  });

  it("joins the invitation's cohort only when it is the institution's own", async () => {
    const a = await institution();
    const b = await institution();
    const [own] = await database.db
      .insert(cohorts)
      .values({ institutionId: a, name: "F1 doctors, August intake" })
      .returning({ id: cohorts.id });
    const [foreign] = await database.db
      .insert(cohorts)
      .values({ institutionId: b, name: "Elsewhere" })
      .returning({ id: cohorts.id });
    const who = await learner("cohort@nhs.test");
    await takeSeat(database.db, { ...invited(a, who), cohortId: foreign!.id });
    await takeSeat(database.db, { ...invited(a, who), cohortId: own!.id });
    const memberships = await database.db
      .select({ cohortId: cohortMembers.cohortId })
      .from(cohortMembers)
      .where(eq(cohortMembers.userId, who.userId));
    expect(memberships).toEqual([{ cohortId: own!.id }]);
  });
});
