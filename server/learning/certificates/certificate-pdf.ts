import { brand } from "@common/brand";
import { formatBillingDate } from "@common/billing/format-date";
import { formatCpdHours } from "@common/learning/cpd-hours";
import {
  certificateEvidenceLines,
  type CertificateEvidence,
} from "@common/learning/certificate-evidence";
import type { Certificate } from "../../db/schema/index";
import { drawQrCode } from "../../documents/qr-code";
import { renderPdf } from "../../documents/pdf-document";

const ink = "#0f172a";
const muted = "#475569";
const accent = "#0e7490";

/**
 * The certificate of completion as an A4 landscape PDF: the holder, the course, the date, the
 * CPD hours, the evidence it rests on, the number, and a QR code of the address that confirms it.
 */
export function renderCertificatePdf(
  certificate: Pick<
    Certificate,
    "number" | "holderName" | "courseTitle" | "cpdMinutes" | "awardedAt"
  > &
    CertificateEvidence,
  verificationUrl: string,
) {
  const title = `Certificate of Completion: ${certificate.courseTitle}`;
  return renderPdf(
    { layout: "landscape", margin: 0, title, author: brand.name, subject: certificate.number },
    (doc) => {
      const width = doc.page.width;
      const height = doc.page.height;
      const inset = 28;
      doc
        .lineWidth(3)
        .rect(inset, inset, width - inset * 2, height - inset * 2)
        .stroke(accent);
      doc
        .lineWidth(0.75)
        .rect(inset + 8, inset + 8, width - (inset + 8) * 2, height - (inset + 8) * 2)
        .stroke(accent);

      const column = { x: 80, width: width - 160 };
      const centred = { width: column.width, align: "center" as const };
      doc.font("bold").fontSize(20).fillColor(accent).text(brand.name, column.x, 78, centred);
      doc
        .font("regular")
        .fontSize(34)
        .fillColor(ink)
        .text("Certificate of Completion", column.x, 118, centred);
      doc.fontSize(13).fillColor(muted).text("This certifies that", column.x, 182, centred);
      doc
        .font("bold")
        .fontSize(30)
        .fillColor(ink)
        .text(certificate.holderName, column.x, 206, centred);
      doc.font("regular").fontSize(13).fillColor(muted);
      doc.text(
        certificate.activeMinutes === null
          ? "has completed every lesson of the course and passed its assessment"
          : "has studied every lesson of the course and passed its assessment" +
              (certificate.practiceScore === null ? "" : " and its practice session"),
        column.x,
        256,
        centred,
      );
      doc
        .font("bold")
        .fontSize(20)
        .fillColor(ink)
        .text(certificate.courseTitle, column.x, 282, centred);

      const details = [
        `Awarded on ${formatBillingDate(certificate.awardedAt)}`,
        `CPD: ${formatCpdHours(certificate.cpdMinutes)} of self-directed learning`,
      ];
      doc
        .font("regular")
        .fontSize(12)
        .fillColor(ink)
        .text(details.join("    ·    "), column.x, 330, centred);
      const evidence = certificateEvidenceLines(certificate).map(
        (line) => `${line.label}: ${line.value}`,
      );
      doc
        .fontSize(10.5)
        .fillColor(muted)
        .text(evidence.join("    ·    "), column.x, 354, { ...centred, lineGap: 2 });

      const qrSize = 104;
      const qrTop = height - inset - 24 - qrSize;
      drawQrCode(doc, verificationUrl, { x: width - inset - 24 - qrSize, y: qrTop, size: qrSize });
      const footer = { x: inset + 36, width: width - inset * 2 - qrSize - 96 };
      doc
        .font("bold")
        .fontSize(11)
        .fillColor(ink)
        .text(`Certificate number ${certificate.number}`, footer.x, qrTop + 30, {
          width: footer.width,
        });
      doc.font("regular").fontSize(10).fillColor(muted);
      doc.text("Confirm this certificate at", footer.x, qrTop + 50, { width: footer.width });
      doc.fillColor(accent).text(verificationUrl, footer.x, qrTop + 64, {
        width: footer.width,
        link: verificationUrl,
        underline: true,
      });
    },
  );
}
