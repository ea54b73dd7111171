import yauzl from "yauzl";

export const docxLimits = {
  maxEntries: 1_000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  /** Entries larger than this must not claim a compression ratio above `maxRatio`. */
  ratioCheckFromBytes: 1024 * 1024,
  maxRatio: 100,
} as const;

export type DocxVerdict =
  | { ok: true }
  | {
      ok: false;
      problem:
        "damaged" | "not-word" | "too-many-entries" | "too-large-expanded" | "suspicious-ratio";
    };

const requiredParts = ["[Content_Types].xml", "word/document.xml"];

/**
 * Reads a .docx's ZIP central directory, never inflating an entry, and refuses archives that
 * would be dangerous to open (zip bombs) or are not Word documents at all.
 */
export async function inspectDocx(bytes: Uint8Array): Promise<DocxVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
      lazyEntries: true,
      strictFileNames: true,
    });
  } catch {
    return { ok: false, problem: "damaged" };
  }
  if (zip.entryCount > docxLimits.maxEntries) {
    zip.close();
    return { ok: false, problem: "too-many-entries" };
  }
  return new Promise((resolve) => {
    const found = new Set<string>();
    let total = 0;
    const finish = (verdict: DocxVerdict) => {
      zip.removeAllListeners();
      zip.on("error", () => {});
      zip.close();
      resolve(verdict);
    };
    zip.on("error", () => finish({ ok: false, problem: "damaged" }));
    zip.on("entry", (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      if (total > docxLimits.maxTotalUncompressedBytes) {
        return finish({ ok: false, problem: "too-large-expanded" });
      }
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > docxLimits.ratioCheckFromBytes && ratio > docxLimits.maxRatio) {
        return finish({ ok: false, problem: "suspicious-ratio" });
      }
      found.add(entry.fileName);
      zip.readEntry();
    });
    zip.on("end", () =>
      finish(
        requiredParts.every((part) => found.has(part))
          ? { ok: true }
          : { ok: false, problem: "not-word" },
      ),
    );
    zip.readEntry();
  });
}
