import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { institutionAccounts, institutionSeats, users } from "../db/schema/index";

// The database itself keeps the seat count (migration 0008), whatever the code above it does.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function makeUsers(prefix: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}`,
    email: `${prefix}-${i}@example.test`,
    name: `${prefix} ${i}`,
  }));
  await database.db.insert(users).values(rows);
  return rows.map((row) => row.id);
}

async function makeInstitution(name: string, seatCount: number) {
  const [row] = await database.db
    .insert(institutionAccounts)
    .values({ name, seatCount, contractStart: "2026-01-01", contractEnd: "2027-12-31" })
    .returning({ id: institutionAccounts.id });
  return row!.id;
}

const seatsHeld = async (id: string) =>
  (
    await database.db
      .select({ held: institutionAccounts.seatsHeld })
      .from(institutionAccounts)
      .where(eq(institutionAccounts.id, id))
  )[0]!.held;

describe("seats held, as the database keeps them", () => {
  it("counts seats as they are taken and refuses the one past the count", async () => {
    const institution = await makeInstitution("Seat Count Trust", 2);
    const [a, b, c] = await makeUsers("seat-count", 3);
    await database.db
      .insert(institutionSeats)
      .values({ institutionId: institution, userId: a!, source: "invitation" });
    await database.db
      .insert(institutionSeats)
      .values({ institutionId: institution, userId: b!, source: "invitation" });
    expect(await seatsHeld(institution)).toBe(2);
    await expect(
      database.db
        .insert(institutionSeats)
        .values({ institutionId: institution, userId: c!, source: "invitation" }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: "institution_accounts_seats_within_count" }),
    });
    expect(await seatsHeld(institution)).toBe(2);
  });

  it("frees a seat when a learner is removed or deletes their account", async () => {
    const institution = await makeInstitution("Seat Free Trust", 2);
    const [a, b] = await makeUsers("seat-free", 2);
    await database.db.insert(institutionSeats).values([
      { institutionId: institution, userId: a!, source: "invitation" },
      { institutionId: institution, userId: b!, source: "sso" },
    ]);
    await database.db.delete(institutionSeats).where(eq(institutionSeats.userId, a!));
    expect(await seatsHeld(institution)).toBe(1);
    await database.db.delete(users).where(eq(users.id, b!));
    expect(await seatsHeld(institution)).toBe(0);
  });

  it("refuses lowering the seat count below the seats held", async () => {
    const institution = await makeInstitution("Seat Lower Trust", 3);
    const [a, b] = await makeUsers("seat-lower", 2);
    await database.db.insert(institutionSeats).values([
      { institutionId: institution, userId: a!, source: "invitation" },
      { institutionId: institution, userId: b!, source: "invitation" },
    ]);
    await expect(
      database.db
        .update(institutionAccounts)
        .set({ seatCount: 1 })
        .where(eq(institutionAccounts.id, institution)),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: "institution_accounts_seats_within_count" }),
    });
  });

  it("ends with exactly the seat count held when 20 learners take seats at once", async () => {
    const institution = await makeInstitution("Seat Race Trust", 7);
    const learners = await makeUsers("seat-race", 20);
    const outcomes = await Promise.allSettled(
      learners.map((userId) =>
        database.db
          .insert(institutionSeats)
          .values({ institutionId: institution, userId, source: "invitation" }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(7);
    expect(await seatsHeld(institution)).toBe(7);
    const held = await database.db
      .select({ userId: institutionSeats.userId })
      .from(institutionSeats)
      .where(eq(institutionSeats.institutionId, institution));
    expect(held).toHaveLength(7);
  });

  it("deletes the seats with the institution", async () => {
    const institution = await makeInstitution("Seat Gone Trust", 1);
    const [a] = await makeUsers("seat-gone", 1);
    await database.db
      .insert(institutionSeats)
      .values({ institutionId: institution, userId: a!, source: "invitation" });
    await database.db.delete(institutionAccounts).where(eq(institutionAccounts.id, institution));
    expect(
      await database.db.select().from(institutionSeats).where(eq(institutionSeats.userId, a!)),
    ).toEqual([]);
  });
});
