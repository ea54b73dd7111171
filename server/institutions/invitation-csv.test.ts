import { describe, expect, it } from "vitest";
import { classifyInvitations, type InvitationFacts } from "./classify-invitations";
import { cohortNameKey, indexCohorts } from "./invitation-cohort-names";
import { parseInvitationCsv } from "./invitation-csv";

describe("parseInvitationCsv", () => {
  it("finds every column by a forgiving heading, in any order, ignoring others", () => {
    const parsed = parseInvitationCsv(
      [
        "Staff No.,SURNAME,first_name,Department,E-mail address,GMC/NMC number,Cohort Name",
        "100234,Patel,Asha,Medicine,a.patel@trust.nhs.uk,7654321,F1 doctors - August",
        "",
        "100871,Okafor,Jide,Surgery,j.okafor@trust.nhs.uk,,",
      ].join("\n"),
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          email: "a.patel@trust.nhs.uk",
          cohort: "F1 doctors - August",
          firstName: "Asha",
          lastName: "Patel",
          staffNumber: "100234",
          registrationNumber: "7654321",
        },
        {
          line: 4,
          email: "j.okafor@trust.nhs.uk",
          cohort: "",
          firstName: "Jide",
          lastName: "Okafor",
          staffNumber: "100871",
          registrationNumber: "",
        },
      ],
    });
  });

  it.each([
    ["staff-number", "staffNumber"],
    ["Staff  Number", "staffNumber"],
    ["employee_id", "staffNumber"],
    ["Forename", "firstName"],
    ["Last-Name", "lastName"],
    ["Reg. No.", "registrationNumber"],
    ["NMC PIN", "registrationNumber"],
  ])("reads the heading %s as %s", (heading, column) => {
    const parsed = parseInvitationCsv(`email,${heading}\nx@trust.nhs.uk,ABC 1`);
    expect(parsed.ok && parsed.rows[0]).toMatchObject({ [column]: "ABC 1" });
  });

  it("still reads a file without headings as email, then cohort", () => {
    const parsed = parseInvitationCsv("x@trust.nhs.uk,Nurses\ny@trust.nhs.uk");
    expect(parsed.ok && parsed.rows.map((row) => [row.email, row.cohort])).toEqual([
      ["x@trust.nhs.uk", "Nurses"],
      ["y@trust.nhs.uk", ""],
    ]);
  });
});

describe("cohort names matched forgivingly", () => {
  it.each([
    "F1 doctors – August",
    "f1 doctors - august",
    "F1  Doctors-August",
    "  F1 DOCTORS — AUGUST ",
    "F1 doctors − August",
    "Ｆ1 doctors ‐ August",
  ])("%s finds the cohort 'F1 doctors – August'", (typed) => {
    expect(cohortNameKey(typed)).toBe(cohortNameKey("F1 doctors – August"));
  });

  it("does not join words a space separates", () => {
    expect(cohortNameKey("F1 doctors August")).not.toBe(cohortNameKey("F1 doctorsAugust"));
  });
});

describe("classifyInvitations with details and forgiving cohorts", () => {
  const facts = (cohorts: { id: string; name: string }[]): InvitationFacts => ({
    emailDomains: [],
    seatsLeft: 10,
    seatHolders: new Set(),
    invited: new Set(),
    cohortsByKey: indexCohorts(cohorts),
  });
  const row = (values: Partial<Parameters<typeof classifyInvitations>[0][number]>) => ({
    line: 2,
    email: "a@trust.nhs.uk",
    cohort: "",
    ...values,
  });

  it("shows the cohort's own name when the row's differed, and keeps the details", () => {
    const [judged] = classifyInvitations(
      [row({ cohort: "f1 doctors - august", firstName: " Asha ", staffNumber: "100234" })],
      facts([{ id: "c1", name: "F1 doctors – August" }]),
    );
    expect(judged).toMatchObject({
      outcome: { kind: "will-invite" },
      cohortId: "c1",
      cohort: "f1 doctors - august",
      matchedCohort: "F1 doctors – August",
      firstName: "Asha",
      staffNumber: "100234",
    });
    const [exact] = classifyInvitations(
      [row({ cohort: "F1 doctors – August" })],
      facts([{ id: "c1", name: "F1 doctors – August" }]),
    );
    expect(exact!.matchedCohort).toBeNull();
  });

  it("refuses an unknown cohort, and a name two cohorts share once folded", () => {
    const judged = classifyInvitations(
      [row({ cohort: "Porters" }), row({ line: 3, email: "b@trust.nhs.uk", cohort: "ward - a" })],
      facts([
        { id: "c1", name: "Ward-A" },
        { id: "c2", name: "Ward – A" },
      ]),
    );
    expect(judged.map((r) => r.outcome.kind)).toEqual(["unknown-cohort", "ambiguous-cohort"]);
  });

  it.each([
    [{ firstName: "Asha<script>" }, "The first name may contain letters"],
    [{ lastName: "x".repeat(101) }, "The last name is longer than 100 characters"],
    [{ staffNumber: "12;34" }, "The staff number may contain letters, digits"],
    [{ registrationNumber: "1".repeat(51) }, "The registration number is longer than 50"],
  ])("says what is wrong with %o", (details, problem) => {
    const [judged] = classifyInvitations([row(details)], facts([]));
    expect(judged!.outcome.kind).toBe("invalid-details");
    expect(judged!.outcome.kind === "invalid-details" && judged!.outcome.problem).toContain(
      problem,
    );
  });

  it("takes names in any script with apostrophes and hyphens", () => {
    const [judged] = classifyInvitations(
      [row({ firstName: "Siân-Marie", lastName: "O’Brien-Ó Súilleabháin" })],
      facts([]),
    );
    expect(judged!.outcome.kind).toBe("will-invite");
  });
});
