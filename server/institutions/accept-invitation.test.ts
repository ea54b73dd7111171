import { eq, isNotNull, and } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import { createInstitution } from "../../tests/support/institution-fixtures";
import type { Database } from "../db/client";
import {
  institutionAccounts,
  institutionInvitations,
  institutionSeats,
  users,
} from "../db/schema/index";
import { acceptInvitation } from "./accept-invitation";
import { newInvitationToken } from "./invitation-token";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let serial = 0;
async function learner(email = `learner-${++serial}@accept.test`) {
  const id = `accept-learner-${++serial}`;
  await database.db.insert(users).values({ id, email, name: email });
  return { id, email };
}

async function invitation(
  institutionId: string,
  email: string,
  expiresAt = new Date(Date.now() + 86_400_000),
) {
  const { token, tokenHash } = newInvitationToken();
  await database.db
    .insert(institutionInvitations)
    .values({ institutionId, email, tokenHash, expiresAt });
  return token;
}

describe("acceptInvitation", () => {
  it("20 concurrent acceptances into 5 seats: exactly 5 seats held, 15 refused as no seat left", async () => {
    const institution = await createInstitution(database.db, { seatCount: 5 });
    const people = await Promise.all(Array.from({ length: 20 }, () => learner()));
    const tokens = await Promise.all(
      people.map((person) => invitation(institution.id, person.email)),
    );
    const outcomes = await Promise.all(
      people.map((person, i) => acceptInvitation(database.db, tokens[i]!, person)),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.refusal)).toEqual(
      Array(15).fill("no-seat-left"),
    );
    const [account] = await database.db
      .select({ seatsHeld: institutionAccounts.seatsHeld })
      .from(institutionAccounts)
      .where(eq(institutionAccounts.id, institution.id));
    expect(account!.seatsHeld).toBe(5);
    const seats = await database.db
      .select()
      .from(institutionSeats)
      .where(eq(institutionSeats.institutionId, institution.id));
    expect(seats).toHaveLength(5);
    const accepted = await database.db
      .select()
      .from(institutionInvitations)
      .where(
        and(
          eq(institutionInvitations.institutionId, institution.id),
          isNotNull(institutionInvitations.acceptedAt),
        ),
      );
    expect(accepted.map((row) => row.acceptedBy).sort()).toEqual(seats.map((s) => s.userId).sort());
  });

  it("refuses an expired invitation, and a used one to anyone but who used it", async () => {
    const institution = await createInstitution(database.db);
    const late = await learner();
    const expired = await invitation(institution.id, late.email, new Date(Date.now() - 1000));
    expect(await acceptInvitation(database.db, expired, late)).toEqual({
      ok: false,
      refusal: "invitation-expired",
    });
    const first = await learner();
    const second = await learner();
    const token = await invitation(institution.id, first.email);
    expect(await acceptInvitation(database.db, token, first)).toMatchObject({ ok: true });
    expect(await acceptInvitation(database.db, token, second)).toEqual({
      ok: false,
      refusal: "invitation-used",
    });
    expect(await acceptInvitation(database.db, token, first)).toMatchObject({
      ok: true,
      alreadyHeld: true,
    });
    expect(await acceptInvitation(database.db, "no-such-token", first)).toEqual({
      ok: false,
      refusal: "unknown",
    });
  });

  it("leaves the invitation open when the seat is refused (domain not allowed)", async () => {
    const institution = await createInstitution(database.db, { emailDomains: ["nhs.test"] });
    const person = await learner("someone@gmail.test");
    const token = await invitation(institution.id, person.email);
    expect(await acceptInvitation(database.db, token, person)).toEqual({
      ok: false,
      refusal: "domain-not-allowed",
    });
    const [row] = await database.db
      .select({ acceptedAt: institutionInvitations.acceptedAt })
      .from(institutionInvitations)
      .where(eq(institutionInvitations.email, person.email));
    expect(row!.acceptedAt).toBeNull();
  });
});
