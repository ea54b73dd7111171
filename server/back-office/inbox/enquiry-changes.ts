import { eq } from "drizzle-orm";
import { enquiryStatusLabels, type EnquiryStatus } from "@common/back-office/enquiry-status";
import type { Db } from "../../db/client";
import { enquiryNotes, institutionEnquiries as enquiries } from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";

export type EnquiryChangeOutcome = "changed" | "unchanged" | "missing";

/** Moves an enquiry to another status with its audit entry (before and after), in one transaction. */
export async function setEnquiryStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: EnquiryStatus,
): Promise<EnquiryChangeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: enquiries.status,
        firstName: enquiries.firstName,
        lastName: enquiries.lastName,
      })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for("update");
    if (!row) return "missing";
    if (row.status === status) return "unchanged";
    await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id));
    const before = enquiryStatusLabels[row.status as EnquiryStatus] ?? row.status;
    await recordAudit(tx, actor, {
      action: "institution-enquiry.status",
      subjectType: "institution-enquiry",
      subjectId: id,
      summary: `Enquiry from ${row.firstName} ${row.lastName}: ${before} → ${enquiryStatusLabels[status]}`,
      before: { status: row.status },
      after: { status },
    });
    return "changed";
  });
}

/** Adds an internal note to an enquiry, by the acting admin, with its audit entry. */
export async function addEnquiryNote(
  db: Db,
  actor: { id: string; email: string },
  id: string,
  body: string,
): Promise<Exclude<EnquiryChangeOutcome, "unchanged">> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ firstName: enquiries.firstName, lastName: enquiries.lastName })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for("share");
    if (!row) return "missing";
    const [note] = await tx
      .insert(enquiryNotes)
      .values({ enquiryId: id, authorId: actor.id, author: actor.email, body })
      .returning({ id: enquiryNotes.id });
    await recordAudit(tx, actor, {
      action: "institution-enquiry.note",
      subjectType: "institution-enquiry",
      subjectId: id,
      summary: `Added a note to the enquiry from ${row.firstName} ${row.lastName}`,
      before: null,
      after: { noteId: note!.id, body },
    });
    return "changed";
  });
}
