import { describe, expect, it } from "vitest";
import {
  docFile,
  docxExpandingTo,
  docxFile,
  docxWithManyEntries,
  exeFile,
  pdfFile,
  plainZip,
} from "../../tests/support/document-fixtures";
import { checkResume } from "./resume-check";

const refusal = async (name: string, bytes: Uint8Array) => {
  const result = await checkResume(name, bytes);
  if (result.ok) throw new Error(`${name} was accepted`);
  return result.reason;
};

describe("checkResume accepts real documents", () => {
  it.each([
    ["cv.pdf", pdfFile(), "application/pdf"],
    ["CV.PDF", pdfFile(), "application/pdf"],
    ["cv.doc", docFile(), "application/msword"],
    [
      "cv.docx",
      docxFile(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
  ])("%s", async (name, bytes, contentType) => {
    expect(await checkResume(name, bytes)).toMatchObject({ ok: true, contentType });
  });
});

describe("checkResume refuses", () => {
  it("a program renamed .pdf", async () => {
    expect(await refusal("cv.pdf", exeFile())).toBe("This file is a program, not a document.");
  });

  it("a program renamed .docx", async () => {
    expect(await refusal("cv.docx", exeFile())).toBe("This file is a program, not a document.");
  });

  it("a name that does not match the content", async () => {
    expect(await refusal("cv.pdf", docxFile())).toMatch(/named \.pdf but is a ZIP archive/);
    expect(await refusal("cv.docx", pdfFile())).toMatch(/named \.docx but is a PDF/);
    expect(await refusal("cv.doc", pdfFile())).toMatch(/named \.doc but is a PDF/);
  });

  it("text pretending to be a PDF", async () => {
    expect(await refusal("cv.pdf", Buffer.from("hello"))).toBe(
      "This file is named .pdf but is not a real .pdf document.",
    );
  });

  it("extensions we do not take, and empty files", async () => {
    expect(await refusal("cv.exe", exeFile())).toBe("Your CV must be a .pdf, .doc or .docx file.");
    expect(await refusal("cv", pdfFile())).toBe("Your CV must be a .pdf, .doc or .docx file.");
    expect(await refusal("cv.pdf", new Uint8Array())).toBe("The file is empty.");
  });

  it("a file over 10 MB", async () => {
    const big = Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await refusal("cv.pdf", big)).toBe("The file is larger than 10 MB.");
  });

  it("a .docx with more than 1,000 entries", async () => {
    expect(await refusal("cv.docx", docxWithManyEntries(1_001))).toMatch(/more than 1,000 parts/);
    expect(await checkResume("cv.docx", docxWithManyEntries(1_000))).toMatchObject({ ok: true });
  });

  it("a .docx that expands past 50 MB (a zip bomb)", async () => {
    const bomb = docxExpandingTo(51);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal("cv.docx", bomb)).toBe(
      "This Word document would expand to more than 50 MB when opened.",
    );
  });

  it("a .docx entry compressed more than 100:1", async () => {
    expect(await refusal("cv.docx", docxExpandingTo(5))).toBe(
      "This Word document is compressed in a way that is unsafe to open.",
    );
  });

  it("a ZIP that is not a Word document", async () => {
    expect(await refusal("cv.docx", plainZip())).toBe("This .docx file is not a Word document.");
  });

  it("a damaged ZIP", async () => {
    const truncated = docxFile().subarray(0, 200);
    expect(await refusal("cv.docx", truncated)).toBe(
      "This Word document is damaged and cannot be read.",
    );
  });
});
