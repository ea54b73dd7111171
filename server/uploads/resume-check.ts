import {
  maxResumeBytes,
  resumeExtensionOf,
  resumeMessages,
  type ResumeExtension,
} from "@common/career-application";
import { inspectDocx, type DocxVerdict } from "./docx-inspection";
import { detectFileType, type DetectedType } from "./file-signature";

export type ResumeCheck =
  { ok: true; extension: ResumeExtension; contentType: string } | { ok: false; reason: string };

const contentTypes: Record<ResumeExtension, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const containerOf: Record<ResumeExtension, DetectedType> = {
  ".pdf": "pdf",
  ".doc": "ole2",
  ".docx": "zip",
};

const describe: Record<DetectedType, string> = {
  pdf: "a PDF",
  ole2: "an older Word document (.doc)",
  zip: "a ZIP archive (like .docx)",
  executable: "a program",
  unknown: "not a document we recognise",
};

const docxProblems: Record<Exclude<DocxVerdict, { ok: true }>["problem"], string> = {
  damaged: "This Word document is damaged and cannot be read.",
  "not-word": "This .docx file is not a Word document.",
  "too-many-entries": "This Word document has more than 1,000 parts, too many to open safely.",
  "too-large-expanded": "This Word document would expand to more than 50 MB when opened.",
  "suspicious-ratio": "This Word document is compressed in a way that is unsafe to open.",
};

/**
 * Trusts neither the file's name nor its declared type: the first bytes must be a PDF, a .doc
 * or a .docx, and must match the extension. Returns the reason in plain words when refused.
 */
export async function checkResume(fileName: string, bytes: Uint8Array): Promise<ResumeCheck> {
  const extension = resumeExtensionOf(fileName);
  if (!extension) return { ok: false, reason: resumeMessages.wrongExtension };
  if (bytes.length === 0) return { ok: false, reason: resumeMessages.empty };
  if (bytes.length > maxResumeBytes) return { ok: false, reason: resumeMessages.tooLarge };

  const detected = detectFileType(bytes);
  if (detected === "executable") {
    return { ok: false, reason: "This file is a program, not a document." };
  }
  if (detected !== containerOf[extension]) {
    return {
      ok: false,
      reason:
        detected === "unknown"
          ? `This file is named ${extension} but is not a real ${extension} document.`
          : `This file is named ${extension} but is ${describe[detected]}. Please check you chose the right file.`,
    };
  }
  if (extension === ".docx") {
    const verdict = await inspectDocx(bytes);
    if (!verdict.ok) return { ok: false, reason: docxProblems[verdict.problem] };
  }
  return { ok: true, extension, contentType: contentTypes[extension] };
}
