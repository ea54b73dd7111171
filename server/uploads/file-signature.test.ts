import { describe, expect, it } from "vitest";
import { docFile, docxFile, exeFile, pdfFile } from "../../tests/support/document-fixtures";
import { detectFileType } from "./file-signature";

describe("detectFileType", () => {
  it("reads the container from the first bytes", () => {
    expect(detectFileType(pdfFile())).toBe("pdf");
    expect(detectFileType(docFile())).toBe("ole2");
    expect(detectFileType(docxFile())).toBe("zip");
    expect(detectFileType(exeFile())).toBe("executable");
    expect(detectFileType(Buffer.from("\x7fELF\x02\x01", "latin1"))).toBe("executable");
  });

  it("calls anything else unknown, including too-short files", () => {
    expect(detectFileType(Buffer.from("%PD"))).toBe("unknown");
    expect(detectFileType(new Uint8Array())).toBe("unknown");
    expect(detectFileType(Buffer.from("<html>"))).toBe("unknown");
  });
});
