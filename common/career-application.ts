import { z } from "./zod";
import { brand } from "./brand";

// Careers texts, word for word as in docs/product/forms-and-messages.md#validation and docs/product/forms-and-messages.md#messages.
export const careerMessages = {
  requiredTitle: "Required fields missing",
  requiredDescription: "Please fill in your first and last name.",
  submittedTitle: "Application submitted successfully!",
  submittedDescription: `Thank you for your interest in joining ${brand.name}. We'll review your application and get back to you soon.`,
  failedTitle: "Submission failed",
  failedDescription: "There was an error submitting your application. Please try again.",
  uploadFailed: (message: string) => `File upload failed: ${message}`,
  databaseError: (message: string) => `Database error: ${message}`,
} as const;

export const resumeExtensions = [".pdf", ".doc", ".docx"] as const;
export type ResumeExtension = (typeof resumeExtensions)[number];
export const resumeAccept = resumeExtensions.join(",");
export const maxResumeBytes = 10 * 1024 * 1024;

export const resumeMessages = {
  missing: "Please attach your CV as a .pdf, .doc or .docx file.",
  wrongExtension: "Your CV must be a .pdf, .doc or .docx file.",
  empty: "The file is empty.",
  tooLarge: "The file is larger than 10 MB.",
} as const;

/** The lower-cased extension of a file name when it is one we accept, else null. */
export function resumeExtensionOf(fileName: string): ResumeExtension | null {
  const dot = fileName.lastIndexOf(".");
  const extension = dot < 0 ? "" : fileName.slice(dot).toLowerCase();
  return (resumeExtensions as readonly string[]).includes(extension)
    ? (extension as ResumeExtension)
    : null;
}

const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, "Please keep this under 100 characters");

/**
 * One schema for the application form, checked by its action. The browser only refuses a file
 * over the size limit before uploading it; the server also checks what the file really is
 * (server/uploads/).
 */
export const careerApplicationSchema = z.object({
  firstName: name("Please enter your first name"),
  lastName: name("Please enter your last name"),
  resume: z
    .file({ error: resumeMessages.missing })
    .refine((file) => resumeExtensionOf(file.name) !== null, resumeMessages.wrongExtension)
    .refine((file) => file.size > 0, resumeMessages.empty)
    .refine((file) => file.size <= maxResumeBytes, resumeMessages.tooLarge),
  coverLetter: z
    .string()
    .trim()
    .max(10_000, "Please keep your cover letter under 10,000 characters")
    .optional()
    .transform((value) => (value ? value : null)),
});

export type CareerApplicationInput = z.output<typeof careerApplicationSchema>;
