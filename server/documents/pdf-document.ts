import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);

// DejaVu Sans covers Latin (with its accents), Greek and Cyrillic: pdfkit's built-in Helvetica
// is WinAnsi only and would garble names such as "Łucja" or "Ярослава". TrueType, not WOFF:
// fontkit inflates a WOFF's tables again for every document (a certificate took 4.4 s with
// WOFF, 59 ms with TTF).
const fontFiles = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

export type Pdf = PDFKit.PDFDocument;

type PdfOptions = {
  size?: "A4";
  layout?: "portrait" | "landscape";
  margin?: number;
  title: string;
  author: string;
  subject?: string;
};

/**
 * Draws a PDF with `draw` and returns its bytes. The document carries its title and author in
 * its metadata; the text is real text (selectable, searchable, read by screen readers).
 */
export async function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void | Promise<void>) {
  const doc = new PDFDocument({
    size: options.size ?? "A4",
    layout: options.layout ?? "portrait",
    margin: options.margin ?? 50,
    info: { Title: options.title, Author: options.author, Subject: options.subject ?? "" },
    displayTitle: true,
    lang: "en-GB",
    bufferPages: true,
  });
  for (const [name, file] of Object.entries(fontFiles)) doc.registerFont(name, file);
  doc.font("regular");
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  await draw(doc);
  doc.end();
  return finished;
}

/** A PDF download: the browser saves it under `filename` and nothing keeps a copy. */
export function pdfResponse(bytes: Buffer, filename: string) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
    },
  });
}
