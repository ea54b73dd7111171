import { sql } from "drizzle-orm";
import type { BulkChoice, BulkPlan, BulkPlanRow } from "@common/institutions/bulk-actions";
import type { DbOrTx } from "../../db/client";
import { personColumns, rowsOf } from "../cohorts/progress-cells-sql";

type Found = {
  key: string;
  name: string;
  email: string;
  kind: "seat" | "invited";
  cohort_ids: string[];
};

/**
 * What a bulk action would do to the chosen rows, read now (docs/product/institutions.md#learners-at-scale):
 * who it changes and how, and who is skipped and why. The preview shows it; the confirmation
 * reads it again in its transaction (with `lock`, the seats under a row lock) and applies it only
 * if it is unchanged. Everything is read in the institution's scope: another institution's
 * learner is "not on your list". One statement for the rows, one for the target cohort.
 */
export async function bulkPlan(
  tx: DbOrTx,
  institutionId: string,
  choice: BulkChoice,
  { lock = false }: { lock?: boolean } = {},
): Promise<(BulkPlan & { cohortName: string | null }) | null> {
  const userIds = choice.keys.filter((k) => k.startsWith("u:")).map((k) => k.slice(2));
  const invitationIds = choice.keys
    .filter((k) => k.startsWith("i:"))
    .map((k) => k.slice(2))
    .filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  let cohortName: string | null = null;
  if (choice.cohortId) {
    const [cohort] = await rowsOf<{ name: string }>(
      tx.execute(sql`select name from cohorts
        where id = ${choice.cohortId} and institution_id = ${institutionId}`),
    );
    if (!cohort) return null;
    cohortName = cohort.name;
  }
  if (lock && userIds.length > 0) {
    await tx.execute(sql`select user_id from institution_seats
      where institution_id = ${institutionId} and user_id = any(${sql.param(userIds)}::text[])
      order by user_id for update`);
  }
  const found = await rowsOf<Found>(
    tx.execute(sql`
      select 'u:' || s.user_id as key, pe.name, pe.email, 'seat' as kind,
        coalesce((select array_agg(cm.cohort_id::text order by cm.cohort_id) from cohort_members cm
          where cm.institution_id = s.institution_id and cm.user_id = s.user_id), '{}') as cohort_ids
      from institution_seats s
      join lateral (select ${personColumns} from users u left join profiles p on p.user_id = u.id
        where u.id = s.user_id) pe on true
      where s.institution_id = ${institutionId}
        and s.user_id = any(${sql.param(userIds)}::text[])
      union all
      select 'i:' || i.id, i.email, i.email, 'invited', '{}'
      from institution_invitations i
      where i.institution_id = ${institutionId} and i.accepted_at is null
        and i.revoked_at is null and i.id = any(${sql.param(invitationIds)}::uuid[])
`),
  );
  const byKey = new Map(found.map((row) => [row.key, row]));
  const apply: BulkPlanRow[] = [];
  const skipped: BulkPlanRow[] = [];
  for (const key of [...choice.keys].sort()) {
    const row = byKey.get(key);
    if (!row) {
      skipped.push({ key, name: "Unknown", email: "", outcome: "No longer on your list" });
      continue;
    }
    const verdict = judge(row, choice, cohortName);
    const line = { key, name: row.name, email: row.email, outcome: verdict.outcome };
    (verdict.apply ? apply : skipped).push(line);
  }
  return { apply, skipped, cohortName };
}

function judge(row: Found, choice: BulkChoice, cohortName: string | null) {
  const target = choice.cohortId;
  const skip = (outcome: string) => ({ apply: false, outcome });
  const change = (outcome: string) => ({ apply: true, outcome });
  switch (choice.action) {
    case "resend":
      return row.kind === "invited"
        ? change("Invitation sent again; the earlier link stops working")
        : skip("Holds a seat already: there is no invitation to resend");
    case "remove":
      return row.kind === "seat"
        ? change("Seat freed; their training records are kept, marked removed")
        : skip("Has not joined: revoke the invitation instead");
    case "move":
      if (row.kind !== "seat") return skip("Has not joined yet");
      if (row.cohort_ids.length === 1 && row.cohort_ids[0] === target) {
        return skip(`Already in ${cohortName} only`);
      }
      return change(
        row.cohort_ids.length === 0
          ? `Added to ${cohortName}`
          : `Moved to ${cohortName}, out of ${row.cohort_ids.length === 1 ? "their cohort" : `their ${row.cohort_ids.length} cohorts`}`,
      );
    case "add":
      if (row.kind !== "seat") return skip("Has not joined yet");
      return row.cohort_ids.includes(target!)
        ? skip(`Already in ${cohortName}`)
        : change(`Added to ${cohortName}`);
  }
}
