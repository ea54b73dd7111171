import QRCode from "qrcode";
import type { Pdf } from "./pdf-document";

/**
 * Draws `text` as a QR code of `size` points at (x, y), as vector squares: sharp at any zoom
 * and in print. Error correction M survives a crease or a smudge on a printed certificate.
 */
export function drawQrCode(doc: Pdf, text: string, at: { x: number; y: number; size: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quietZone = 2;
  const cells = modules.size + quietZone * 2;
  const cell = at.size / cells;
  doc.save();
  doc.rect(at.x, at.y, at.size, at.size).fill("#ffffff");
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const x = at.x + (column + quietZone) * cell;
      const y = at.y + (row + quietZone) * cell;
      // A hair of overlap, so viewers do not draw seams between neighbouring squares.
      doc.rect(x, y, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill("#000000");
  doc.restore();
}
