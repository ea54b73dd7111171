import type { Db } from "../db/client";
import { classifyInvitations, publicRow } from "./classify-invitations";
import { invitationFacts } from "./invitation-facts";
import type { CsvRow } from "./invitation-csv";

/** The preview of a list of addresses: what each row would do now. Changes nothing. */
export async function previewInvitations(db: Db, institutionId: string, rows: CsvRow[]) {
  const facts = await invitationFacts(
    db,
    institutionId,
    rows.map((row) => row.email),
  );
  if (!facts) return null;
  const judged = classifyInvitations(rows, facts);
  return {
    rows: judged.map(publicRow),
    expected: judged
      .filter((row) => row.outcome.kind === "will-invite")
      .map((row) => row.normalised),
    seatsLeft: Math.max(facts.seatsLeft, 0),
  };
}
