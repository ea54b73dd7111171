import jsQR from "jsqr";
import { PDFParse } from "pdf-parse";
import { PNG } from "pngjs";

/**
 * What a person would read in a PDF: its text, and what a phone's camera would find in the QR
 * code on its first page (rendered to pixels, then decoded).
 */
export async function readPdf(bytes: Uint8Array) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { text } = await parser.getText();
    const shot = await parser.getScreenshot({
      first: 1,
      scale: 2,
      imageBuffer: true,
      imageDataUrl: false,
    });
    const png = PNG.sync.read(Buffer.from(shot.pages[0]!.data));
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    return { text, qrText: qr?.data ?? null };
  } finally {
    await parser.destroy();
  }
}
