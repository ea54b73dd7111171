import { brand } from "@common/brand";
import { formatBillingDate } from "@common/billing/format-date";
import { activeTimeText, formatCpdHours } from "@common/learning/cpd-hours";
import { nmcRequirement } from "@common/learning/learning-record";
import type { Pdf } from "../../documents/pdf-document";
import { renderPdf } from "../../documents/pdf-document";
import type { LearningRecord, RecordEntry } from "./learning-record";

const ink = "#0f172a";
const muted = "#475569";
const accent = "#0e7490";

type Holder = { name: string; email: string; registration: string | null };

/** The learning record as an A4 PDF: who, the period, the totals, then every entry in full. */
export function learningRecordPdf(record: LearningRecord, holder: Holder) {
  const { period, totals } = record;
  const title = `Learning record: ${holder.name}`;
  return renderPdf({ title, author: brand.name, subject: "CPD learning record" }, (doc) => {
    doc.font("bold").fontSize(11).fillColor(accent).text(brand.name);
    doc.font("bold").fontSize(22).fillColor(ink).text("Learning record");
    doc.moveDown(0.3);
    doc.font("regular").fontSize(11).fillColor(ink).text(holder.name);
    doc.fillColor(muted).text([holder.registration, holder.email].filter(Boolean).join(" · "));
    doc.text(`Period: ${formatBillingDate(period.from)} to ${formatBillingDate(period.to)}`);
    doc.moveDown();

    doc.font("bold").fontSize(13).fillColor(ink).text("Totals");
    doc.font("regular").fontSize(11);
    doc.text(`Total: ${formatCpdHours(totals.minutes)}`);
    doc.text(`Participatory: ${formatCpdHours(totals.participatoryMinutes)}`);
    doc.text(`Non-participatory: ${formatCpdHours(totals.nonParticipatoryMinutes)}`);
    doc.text(`Reflective accounts: ${totals.reflections}`);
    doc
      .fillColor(muted)
      .fontSize(9)
      .text(
        `For nurses and midwives, the NMC asks for ${nmcRequirement.hours} hours of CPD over ${nmcRequirement.years} years, ${nmcRequirement.participatoryHours} of them participatory, and ${nmcRequirement.reflections} written reflective accounts.`,
      );
    doc.moveDown();

    doc.font("bold").fontSize(13).fillColor(ink).text(`Entries (${record.entries.length})`);
    if (record.entries.length === 0) {
      doc.font("regular").fontSize(11).fillColor(muted).text("No entries in this period.");
    }
    for (const entry of record.entries) drawEntry(doc, entry);
  });
}

function drawEntry(doc: Pdf, entry: RecordEntry) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.6);
  const top = doc.y;
  doc
    .moveTo(doc.page.margins.left, top)
    .lineTo(doc.page.width - doc.page.margins.right, top)
    .lineWidth(0.5)
    .stroke("#cbd5e1");
  doc.moveDown(0.4);
  doc.font("bold").fontSize(12).fillColor(ink).text(entry.title);
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(muted)
    .text(
      [
        formatBillingDate(entry.date),
        entry.activityType,
        formatCpdHours(entry.minutes),
        entry.activeMinutes === null ? null : activeTimeText(entry.activeMinutes),
        entry.participatory ? "participatory" : "non-participatory",
      ]
        .filter(Boolean)
        .join(" · "),
    );
  doc.fillColor(ink);
  const line = (label: string, text: string | null | undefined) => {
    if (!text) return;
    doc.font("bold").fontSize(10).text(`${label}: `, { continued: true });
    doc.font("regular").text(text);
  };
  line("What it covered", entry.covered);
  line("Outcome", entry.achievement);
  if (entry.certificate) {
    line(
      "Certificate",
      `${entry.certificate.number} (verify at ${entry.certificate.verificationUrl})`,
    );
  }
  line("What I learned", entry.reflection?.whatLearned);
  line("How it changes my practice", entry.reflection?.practiceChange);
  line("Standards it relates to", entry.reflection?.standards);
}
