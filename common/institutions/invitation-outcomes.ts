/** What a row of an invitation list (a CSV, or one address) will do, or why it will not. */
export type InvitationOutcome =
  | { kind: "will-invite" }
  | { kind: "already-holds-seat" }
  | { kind: "already-invited" }
  | { kind: "duplicate" }
  | { kind: "not-an-email" }
  | { kind: "domain-not-allowed" }
  | { kind: "over-limit"; seatsLeft: number }
  | { kind: "unknown-cohort" }
  | { kind: "ambiguous-cohort" }
  /** A name, staff or registration number the row cannot carry: `problem` says which and why. */
  | { kind: "invalid-details"; problem: string };

/** One row of the preview: the line of the file it came from, as the manager wrote it. */
export type InvitationRow = {
  line: number;
  email: string;
  cohort: string;
  /** The cohort's own name when the row's differs from it (case, dashes, spaces), for the preview. */
  matchedCohort: string | null;
  firstName: string;
  lastName: string;
  staffNumber: string;
  registrationNumber: string;
  outcome: InvitationOutcome;
};

/** The words the preview shows for each outcome (docs/product/institutions.md#inviting-from-a-csv-file). */
export function outcomeLabel(outcome: InvitationOutcome): string {
  switch (outcome.kind) {
    case "will-invite":
      return "Will invite";
    case "already-holds-seat":
      return "Already holds a seat";
    case "already-invited":
      return "Already invited";
    case "duplicate":
      return "Duplicate in file";
    case "not-an-email":
      return "Not an email address";
    case "domain-not-allowed":
      return "Domain not allowed";
    case "over-limit":
      return `Over the seat limit (${seatsLeftText(outcome.seatsLeft)} left)`;
    case "unknown-cohort":
      return "Unknown cohort";
    case "ambiguous-cohort":
      return "Matches more than one cohort: use the cohort's exact name";
    case "invalid-details":
      return outcome.problem;
  }
}

export const seatsLeftText = (seatsLeft: number) =>
  seatsLeft === 1 ? "1 seat" : `${seatsLeft} seats`;
