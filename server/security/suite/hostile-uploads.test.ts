import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageBucket } from "@common/brand";
import { resumesBucket } from "@server/leads/submit-career-application";
import {
  blogArticles,
  careerApplications,
  courses,
  institutionAccounts,
  institutionInvitations,
} from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import {
  docxExpandingTo,
  docxWithManyEntries,
  exeFile,
  pdfFile,
  plainZip,
} from "../../../tests/support/document-fixtures";
import { httpSession } from "../../../tests/support/http-session";
import { createInstitution } from "../../../tests/support/institution-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { multipart } from "../../../tests/support/multipart";
import { pngFile } from "../../../tests/support/picture-fixtures";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

// The hostile upload set (disguised types, oversize, zip and pixel bombs, path traversal in
// names) on every form with a file field; the forms are found in the sources, so a new upload
// fails here until it is listed in `uploads`.
let subject: TestApp;
let admin: Learner;
let manager: Learner;
let managed: { id: string };

beforeAll(async () => {
  subject = await startTestApp();
  admin = await signInAdmin(subject, "uploads-admin@example.org");
  manager = await signUpLearner(subject, "uploads-manager@example.org");
  managed = await createInstitution(subject.database.db, { managers: [manager.userId] });
});
afterAll(async () => {
  await subject?.close();
});

type Upload = { name: string; bytes: Uint8Array };
const text = (value: string) => new TextEncoder().encode(value);

const png = pngFile;
const jpegStart = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const html = text(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);
const svg = text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const padded = (start: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(start);
  return bytes;
};

type Kind = "document" | "picture" | "list";
const csv = text("email\nhostile@example.org\n");
/** Each hostile file, refused by every upload of its kind. */
const hostile: Record<Kind, [string, () => Upload][]> = {
  document: [
    ["a program named .pdf", () => ({ name: "cv.pdf", bytes: exeFile() })],
    ["a web page named .pdf", () => ({ name: "cv.pdf", bytes: html })],
    ["a ZIP that is no Word document, named .docx", () => ({ name: "cv.docx", bytes: plainZip() })],
    ["a real PDF named .exe", () => ({ name: "cv.exe", bytes: pdfFile() })],
    ["a real PDF named .html", () => ({ name: "cv.html", bytes: pdfFile() })],
    ["a zip bomb named .docx", () => ({ name: "cv.docx", bytes: docxExpandingTo(51) })],
    ["a .docx of 1,001 parts", () => ({ name: "cv.docx", bytes: docxWithManyEntries(1_001) })],
    [
      "a file over 10 MB",
      () => ({ name: "cv.pdf", bytes: padded(pdfFile(), 10 * 1024 * 1024 + 1) }),
    ],
    ["an empty file", () => ({ name: "cv.pdf", bytes: new Uint8Array() })],
  ],
  list: [
    ["a program named .csv", () => ({ name: "learners.csv", bytes: exeFile() })],
    ["a PDF named .csv", () => ({ name: "learners.csv", bytes: pdfFile() })],
    ["a ZIP named .csv", () => ({ name: "learners.csv", bytes: plainZip() })],
    ["a real CSV named .exe", () => ({ name: "learners.exe", bytes: csv })],
    ["text with NUL bytes", () => ({ name: "learners.csv", bytes: padded(csv, csv.length + 8) })],
    [
      "bytes that are not UTF-8",
      () => ({ name: "learners.csv", bytes: new Uint8Array([0xff, 0xfe, 0x41]) }),
    ],
    [
      "a file over 512 KB",
      () => ({ name: "learners.csv", bytes: padded(csv, 512 * 1024 + 1).fill(0x61, csv.length) }),
    ],
    ["an empty file", () => ({ name: "learners.csv", bytes: new Uint8Array() })],
  ],
  picture: [
    ["a program named .png", () => ({ name: "cover.png", bytes: exeFile() })],
    ["a web page named .png", () => ({ name: "cover.png", bytes: html })],
    ["an SVG with script named .png", () => ({ name: "cover.png", bytes: svg })],
    ["an SVG", () => ({ name: "cover.svg", bytes: svg })],
    ["a JPEG named .png", () => ({ name: "cover.png", bytes: jpegStart })],
    ["a real PNG named .html", () => ({ name: "cover.html", bytes: png(10, 10) })],
    [
      "a file over 5 MB",
      () => ({ name: "cover.png", bytes: padded(png(10, 10), 5 * 1024 * 1024 + 1) }),
    ],
    [
      "a pixel bomb (100,000 × 100,000)",
      () => ({ name: "cover.png", bytes: png(100_000, 100_000) }),
    ],
  ],
};
/** Harmless contents under names that try to climb out of storage or hide their type. */
const traversals: Record<Kind, () => Upload[]> = {
  list: () =>
    ["../../../../etc/passwd.csv", "..\\..\\learners.csv", "/tmp/learners.csv"].map((name) => ({
      name,
      bytes: csv,
    })),
  document: () =>
    [
      "../../../../etc/passwd.pdf",
      "..\\..\\..\\windows\\cv.pdf",
      "/tmp/cv.pdf",
      "cv\u0000.pdf",
    ].map((name) => ({ name, bytes: pdfFile() })),
  picture: () =>
    ["../../../../etc/cover.png", "..\\..\\cover.png", "/tmp/cover.png", "cover\u0000.png"].map(
      (name) => ({ name, bytes: png(10, 10) }),
    ),
};

let serial = 0;
const uploads: {
  form: string;
  kind: Kind;
  send: (file: Upload) => Promise<Response>;
  /** Rows and stored files: both must stay as they were after a refusal. */
  kept: () => Promise<number>;
  bucket: string;
  /** The stored paths of what was accepted, newest first. */
  paths: () => Promise<string[]>;
}[] = [
  {
    form: "app/features/careers/application-form.tsx",
    kind: "document",
    send: async (file) => {
      // The form's limit of ten an hour from one address is held by rate-limits.test.ts; here
      // the files alone decide.
      await subject.rateLimiter.reset("form:careerApplicationsPerAddress:in-process");
      return httpSession(subject).request(
        "/careers",
        await multipart({
          firstName: "../../Up",
          lastName: "Loader/..",
          coverLetter: "",
          resume: file,
        }),
      );
    },
    kept: async () => (await subject.database.db.select().from(careerApplications)).length,
    bucket: resumesBucket,
    paths: async () =>
      (await subject.database.db.select().from(careerApplications)).map((row) => row.resumeUrl),
  },
  {
    form: "app/features/back-office/article-editor.tsx",
    kind: "picture",
    send: async (file) =>
      admin.request(
        "/admin/articles/new",
        await multipart({
          intent: "save",
          title: "Uploads",
          slug: `uploads-${++serial}`,
          category: "Tests",
          excerpt: "An article with a picture.",
          content: "Text.",
          publishDate: "2026-01-01",
          readTime: "1",
          imageAlt: "A picture",
          image: file,
        }),
      ),
    kept: async () => (await subject.database.db.select().from(blogArticles)).length,
    bucket: storageBucket,
    paths: async () =>
      (await subject.database.db.select().from(blogArticles)).map((row) => row.imageUrl ?? ""),
  },
  {
    form: "app/features/back-office/course-details-form.tsx",
    kind: "picture",
    send: async (file) =>
      admin.request(
        "/admin/courses/new",
        await multipart({
          intent: "save-course",
          title: "Uploads",
          slug: `uploads-course-${++serial}`,
          description: "A course with a cover.",
          features: "One",
          learningOutline: "One",
          difficultyLevel: "Beginner",
          estimatedDuration: "10",
          requiredTier: "standard",
          cover: file,
        }),
      ),
    kept: async () => (await subject.database.db.select().from(courses)).length,
    bucket: storageBucket,
    paths: async () =>
      (await subject.database.db.select().from(courses)).map((row) => row.coverImage ?? ""),
  },
  {
    form: "app/features/back-office/institution-logo-field.tsx",
    kind: "picture",
    send: async (file) =>
      admin.request(
        "/admin/institutions/new",
        await multipart({
          intent: "save-institution",
          name: `Uploads ${++serial}`,
          seatCount: "5",
          contractStart: "2026-01-01",
          contractEnd: "2027-01-01",
          tier: "standard",
          logo: file,
        }),
      ),
    kept: async () => (await subject.database.db.select().from(institutionAccounts)).length,
    bucket: storageBucket,
    paths: async () =>
      // Institutions made by other tests of this file (the CSV upload's) have no logo.
      (await subject.database.db.select().from(institutionAccounts)).flatMap((row) =>
        row.logoKey ? [row.logoKey] : [],
      ),
  },
];

uploads.push({
  // Previewed, never stored: the rows come back with the confirmation (decision 0036).
  form: "app/features/manage/csv-upload-form.tsx",
  kind: "list",
  send: async (file) =>
    manager.request(
      `/manage/${managed.id}/learners/import`,
      await multipart({ intent: "preview", file }),
    ),
  kept: async () => (await subject.database.db.select().from(institutionInvitations)).length,
  bucket: storageBucket,
  paths: async () => [],
});

const stored = async (bucket: string) => (await subject.storage.list(bucket)).length;

describe("hostile uploads", () => {
  it("are tried on every form with a file field", () => {
    const forms = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return forms(path);
        if (!/\.tsx$/.test(entry.name) || /\.test\.tsx$/.test(entry.name)) return [];
        return /type="file"/.test(readFileSync(path, "utf8")) ? [path] : [];
      });
    expect(forms("app").sort()).toEqual(uploads.map((upload) => upload.form).sort());
  });

  describe.each(uploads.map((upload) => [upload.form, upload] as const))("%s", (_, upload) => {
    it.each(hostile[upload.kind])("refuses %s and keeps nothing", async (_, make) => {
      const [rows, files] = [await upload.kept(), await stored(upload.bucket)];
      const response = await upload.send(make());
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await upload.kept()).toBe(rows);
      expect(await stored(upload.bucket)).toBe(files);
    });

    it("stores a file named to climb out of storage under a name the server makes", async () => {
      for (const file of traversals[upload.kind]()) {
        const response = await upload.send(file);
        expect(response.status, file.name).toBeLessThan(400);
      }
      const paths = await upload.paths();
      for (const path of paths) {
        expect(path).not.toMatch(/\.\.|\\|passwd|windows|tmp/i);
        expect(path).not.toContain("\0");
        expect(path.replace(/^\/storage\/[^/]+\//, "")).toMatch(/^([a-z]+\/)?[\w.-]+$/);
      }
      for (const entry of await subject.storage.list(upload.bucket)) {
        expect(entry.path).not.toMatch(/\.\.|\\/);
        expect(entry.path).not.toContain("\0");
      }
    });
  });
});
