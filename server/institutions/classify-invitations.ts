import { domainAllowed } from "@common/institutions/seat-refusals";
import type { InvitationOutcome, InvitationRow } from "@common/institutions/invitation-outcomes";
import { inviteeEmail } from "@common/institutions/manager-forms";

/** What the database says about an institution, for judging a list of addresses. */
export type InvitationFacts = {
  emailDomains: string[];
  /** Seats neither held nor promised to an open, unexpired invitation. */
  seatsLeft: number;
  /** Lower-case addresses of its seat holders, among those asked about. */
  seatHolders: Set<string>;
  /** Lower-case addresses with an open, unexpired invitation of its own. */
  invited: Set<string>;
  /** Its cohorts by lower-case name. */
  cohortsByName: Map<string, string>;
};

/**
 * Each row's outcome, in file order (docs/product/institutions.md#invitations): the first rows that pass every check take the
 * seats left, and the rest are over the limit. Pure, so the preview and the confirmation (run
 * again on the server, on facts read afresh) judge a list the same way.
 */
export function classifyInvitations(
  rows: { line: number; email: string; cohort: string }[],
  facts: InvitationFacts,
): (InvitationRow & { normalised: string; cohortId: string | null })[] {
  const seen = new Set<string>();
  let seatsLeft = facts.seatsLeft;
  return rows.map((row) => {
    const parsed = inviteeEmail.safeParse(row.email);
    const normalised = parsed.success ? parsed.data : row.email.trim().toLowerCase();
    const cohortName = row.cohort.trim();
    const cohortId = cohortName
      ? (facts.cohortsByName.get(cohortName.toLowerCase()) ?? null)
      : null;
    const outcome = ((): InvitationOutcome => {
      if (!parsed.success) return { kind: "not-an-email" };
      if (seen.has(normalised)) return { kind: "duplicate" };
      seen.add(normalised);
      if (cohortName && !cohortId) return { kind: "unknown-cohort" };
      if (!domainAllowed(normalised, facts.emailDomains)) return { kind: "domain-not-allowed" };
      if (facts.seatHolders.has(normalised)) return { kind: "already-holds-seat" };
      if (facts.invited.has(normalised)) return { kind: "already-invited" };
      if (seatsLeft <= 0) return { kind: "over-limit", seatsLeft: Math.max(facts.seatsLeft, 0) };
      seatsLeft -= 1;
      return { kind: "will-invite" };
    })();
    return {
      line: row.line,
      email: row.email.trim(),
      cohort: cohortName,
      outcome,
      normalised,
      cohortId,
    };
  });
}
