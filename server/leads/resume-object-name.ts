import type { ResumeExtension } from "@common/career-application";

const safePart = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9-]+/g, "")
    .slice(0, 40) || "applicant";

/** `timestamp_firstName_lastName.extension`, made by the server, never by the file. */
export function resumeObjectName(
  now: Date,
  firstName: string,
  lastName: string,
  extension: ResumeExtension,
) {
  return `${now.getTime()}_${safePart(firstName)}_${safePart(lastName)}${extension}`;
}
