import { domainAllowed } from "@common/institutions/seat-refusals";
import type { InvitationOutcome, InvitationRow } from "@common/institutions/invitation-outcomes";
import { inviteeDetailsSchema, noDetails } from "@common/institutions/invitee-details";
import { inviteeEmail } from "@common/institutions/manager-forms";
import { matchCohort } from "./invitation-cohort-names";
import type { CsvRow } from "./invitation-csv";

/** What the database says about an institution, for judging a list of addresses. */
export type InvitationFacts = {
  emailDomains: string[];
  /** Seats neither held nor promised to an open, unexpired invitation. */
  seatsLeft: number;
  /** Lower-case addresses of its seat holders, among those asked about. */
  seatHolders: Set<string>;
  /** Lower-case addresses with an open, unexpired invitation of its own. */
  invited: Set<string>;
  /** Its cohorts by their forgiving key (invitation-cohort-names.ts). */
  cohortsByKey: Map<string, { id: string; name: string }[]>;
};

export type JudgedInvitation = InvitationRow & { normalised: string; cohortId: string | null };

/**
 * Each row's outcome, in file order (docs/product/institutions.md#invitations): the first rows that pass every check take the
 * seats left, and the rest are over the limit. Pure, so the preview and the confirmation (run
 * again on the server, on facts read afresh) judge a list the same way.
 */
export function classifyInvitations(rows: CsvRow[], facts: InvitationFacts): JudgedInvitation[] {
  const seen = new Set<string>();
  let seatsLeft = facts.seatsLeft;
  return rows.map((row) => {
    const parsed = inviteeEmail.safeParse(row.email);
    const normalised = parsed.success ? parsed.data : row.email.trim().toLowerCase();
    const cohortName = row.cohort.trim();
    const cohort = matchCohort(facts.cohortsByKey, cohortName);
    const details = inviteeDetailsSchema.safeParse({ ...noDetails, ...definedOf(row) });
    const outcome = ((): InvitationOutcome => {
      if (!parsed.success) return { kind: "not-an-email" };
      if (!details.success) {
        return {
          kind: "invalid-details",
          problem: details.error.issues[0]?.message ?? "These details are not valid",
        };
      }
      if (seen.has(normalised)) return { kind: "duplicate" };
      seen.add(normalised);
      if (cohort.kind === "unknown") return { kind: "unknown-cohort" };
      if (cohort.kind === "ambiguous") return { kind: "ambiguous-cohort" };
      if (!domainAllowed(normalised, facts.emailDomains)) return { kind: "domain-not-allowed" };
      if (facts.seatHolders.has(normalised)) return { kind: "already-holds-seat" };
      if (facts.invited.has(normalised)) return { kind: "already-invited" };
      if (seatsLeft <= 0) return { kind: "over-limit", seatsLeft: Math.max(facts.seatsLeft, 0) };
      seatsLeft -= 1;
      return { kind: "will-invite" };
    })();
    const kept = details.success ? details.data : { ...noDetails, ...definedOf(row) };
    return {
      line: row.line,
      email: row.email.trim(),
      cohort: cohortName,
      matchedCohort: cohort.kind === "found" && !cohort.exact ? cohort.name : null,
      ...kept,
      outcome,
      normalised,
      cohortId: cohort.kind === "found" ? cohort.id : null,
    };
  });
}

/** The row's optional details that are present (the single-address form sends none). */
function definedOf(row: CsvRow) {
  const { firstName, lastName, staffNumber, registrationNumber } = row;
  return Object.fromEntries(
    Object.entries({ firstName, lastName, staffNumber, registrationNumber }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Partial<typeof noDetails>;
}

/** A judged row as the page sees it: without the server's ids. */
export const publicRow = ({
  normalised: _,
  cohortId: __,
  ...row
}: JudgedInvitation): InvitationRow => row;
