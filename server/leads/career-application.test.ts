import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageBucket } from "@common/brand";
import { careerApplications } from "../db/schema/index";
import { startFakeS3 } from "../../tests/support/fake-s3";
import {
  docFile,
  docxExpandingTo,
  docxFile,
  exeFile,
  pdfFile,
} from "../../tests/support/document-fixtures";
import { signedUpUser } from "../../tests/support/signed-up-user";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { resumesBucket } from "./submit-career-application";

/** The rendered markup only: the hydration data repeats what the action returned. */
const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

let subject: TestApp;

function application(fields: Record<string, string>, resume?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(
    "resume",
    resume
      ? new File([new Uint8Array(resume.bytes)], resume.name)
      : new File([], "", { type: "application/octet-stream" }),
  );
  return form;
}

/**
 * Posts the form as a browser does, its multipart body encoded first. Handed a FormData,
 * Node 24's fetch encodes it through a stream that rejects (unhandled) when the server stops
 * reading at the size limit, a fault of the in-process shortcut that a socket never meets.
 */
async function post(app: TestApp, form: FormData, path = "/careers") {
  const encoded = new Request(app.config.appUrl, { method: "POST", body: form });
  return app.request(`${app.config.appUrl}${path}`, {
    method: "POST",
    headers: {
      Origin: app.config.appUrl,
      "content-type": encoded.headers.get("content-type") ?? "",
    },
    body: await encoded.arrayBuffer(),
    redirect: "manual",
  });
}

const names = { firstName: "Amara", lastName: "Okafor", coverLetter: "" };
const rows = (app: TestApp) => app.database.db.select().from(careerApplications);
const stored = (app: TestApp) => app.storage.list(resumesBucket);

beforeAll(async () => {
  subject = await startTestApp();
});

afterAll(async () => {
  await subject.close();
});

describe("the careers page", () => {
  it("is server-rendered with values, internships, positions, the address and the form", async () => {
    const html = await (await subject.request("/careers")).text();
    for (const text of ["Innovation", "Kindness", "Continuous learning", "Open Positions"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Current cohort filled");
    expect(html).toContain('href="mailto:hello@clinova.example"');
    expect(html).toContain('accept=".pdf,.doc,.docx"');
    expect(html).toMatch(/<textarea[^>]*rows="6"/);
  });
});

describe("applying", () => {
  it.each([
    ["cv.pdf", pdfFile(), "application/pdf"],
    ["cv.doc", docFile(), "application/msword"],
    [
      "cv.docx",
      docxFile(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
  ])("stores %s privately and records the application", async (name, bytes, contentType) => {
    const response = await post(subject, application(names, { name, bytes }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/careers#apply");
    expect(decodeURIComponent(response.headers.get("set-cookie") ?? "")).toContain(
      "Application submitted successfully!",
    );
    const row = (await rows(subject)).at(-1);
    const extension = name.slice(name.lastIndexOf("."));
    expect(row).toMatchObject({
      firstName: "Amara",
      lastName: "Okafor",
      coverLetter: null,
      userId: null,
    });
    expect(row?.resumeUrl).toMatch(new RegExp(`^\\d{13}_Amara_Okafor\\${extension}$`));
    const file = await subject.storage.get(resumesBucket, row?.resumeUrl ?? "");
    expect(Buffer.from(file?.bytes ?? []).equals(bytes)).toBe(true);
    expect(file?.contentType).toBe(contentType);
  });

  it("names the file from sanitised names and keeps the cover letter", async () => {
    const response = await post(
      subject,
      application(
        { firstName: "Zoë", lastName: "../../O'Brien", coverLetter: "  I teach simulation.  " },
        { name: "../../etc/passwd.pdf", bytes: pdfFile() },
      ),
    );
    expect(response.status).toBe(302);
    const row = (await rows(subject)).at(-1);
    expect(row?.resumeUrl).toMatch(/^\d{13}_Zoe_OBrien\.pdf$/);
    expect(row?.coverLetter).toBe("I teach simulation.");
    expect(row?.lastName).toBe("../../O'Brien");
  });

  it("ties a signed-in applicant's CV to their account, so deleting it removes the file", async () => {
    const hana = await signedUpUser(subject, "hana@example.org", "Hana Sato");
    const response = await hana.browser.request("/careers", {
      method: "POST",
      body: application(
        { firstName: "Hana", lastName: "Sato" },
        { name: "cv.pdf", bytes: pdfFile() },
      ),
    });
    expect(response.status).toBe(302);
    const row = (await rows(subject)).find((r) => r.firstName === "Hana");
    expect(row?.userId).toBe(hana.id);
    expect(await subject.storage.get(resumesBucket, row?.resumeUrl ?? "")).not.toBeNull();

    const deleted = await hana.browser.postForm("/account", {
      intent: "delete-account",
      confirmation: "hana@example.org",
    });
    expect(deleted.status).toBe(302);
    expect(await subject.storage.get(resumesBucket, row?.resumeUrl ?? "")).toBeNull();
  });

  it("is not served: the resumes bucket has no public URL", async () => {
    const [first] = await stored(subject);
    expect(first).toBeDefined();
    const response = await subject.request(`/storage/resumes/${first?.path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("%PDF");
  });
});

describe("a refused application stores nothing", () => {
  const cases: [string, FormData, number, string[]][] = [
    [
      "missing names",
      application({ firstName: " ", lastName: "" }, { name: "cv.pdf", bytes: pdfFile() }),
      400,
      ["Required fields missing", "Please fill in your first and last name."],
    ],
    [
      "a missing CV",
      application(names),
      400,
      ["Please attach your CV as a .pdf, .doc or .docx file."],
    ],
    [
      "a program renamed .pdf",
      application(names, { name: "cv.pdf", bytes: exeFile() }),
      422,
      ["Submission failed", "File upload failed: This file is a program, not a document."],
    ],
    [
      "a .docx that is really a PDF",
      application(names, { name: "cv.docx", bytes: pdfFile() }),
      422,
      ["File upload failed: This file is named .docx but is a PDF."],
    ],
    [
      "a .docx zip bomb",
      application(names, { name: "cv.docx", bytes: docxExpandingTo(60) }),
      422,
      ["File upload failed: This Word document would expand to more than 50 MB when opened."],
    ],
    [
      "an 11 MB upload",
      application(names, {
        name: "cv.pdf",
        bytes: Buffer.concat([pdfFile(), Buffer.alloc(11 * 1024 * 1024)]),
      }),
      413,
      ["File upload failed: The file is larger than 10 MB."],
    ],
  ];

  // Its own app: every attempt counts towards the address's hourly limit.
  let refusing: TestApp;
  beforeAll(async () => {
    refusing = await startTestApp();
  });
  afterAll(() => refusing.close());

  it.each(cases)("%s", async (_name, form, status, messages) => {
    const response = await post(refusing, form);
    expect(response.status).toBe(status);
    const html = withoutScripts(await response.text());
    for (const message of messages) expect(html).toContain(message.replaceAll("'", "&#x27;"));
    expect(await rows(refusing)).toEqual([]);
    expect(await stored(refusing)).toEqual([]);
  });
});

describe("when storage or the database fails", () => {
  it("deletes the stored CV again when the row cannot be written", async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const response = await post(broken, application(names, { name: "cv.pdf", bytes: pdfFile() }));
    expect(response.status).toBe(500);
    expect(withoutScripts(await response.text())).toContain(
      "Database error: we could not save your application. Please try again.",
    );
    expect(await broken.storage.list(resumesBucket)).toEqual([]);
  });

  it("says the upload failed when storage refuses the file", async () => {
    const s3 = await startFakeS3("a-different-bucket");
    const app = await startTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: "missing-bucket",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    try {
      const response = await post(app, application(names, { name: "cv.pdf", bytes: pdfFile() }));
      expect(response.status).toBe(500);
      expect(withoutScripts(await response.text())).toContain(
        "File upload failed: we could not store your file. Please try again.",
      );
      expect(await rows(app)).toEqual([]);
    } finally {
      await app.close();
      await s3.close();
    }
  });
});

describe("many applications from one address", () => {
  it("are refused after ten in an hour, before the upload is read", async () => {
    const app = await startTestApp();
    try {
      for (let sent = 0; sent < 10; sent += 1) {
        const form = application(names, { name: "cv.pdf", bytes: pdfFile() });
        expect((await post(app, form)).status).toBe(302);
      }
      const response = await post(app, application(names, { name: "cv.pdf", bytes: pdfFile() }));
      expect(response.status).toBe(429);
      expect(withoutScripts(await response.text())).toContain(
        "Too many attempts. Please wait a few minutes and try again.",
      );
      expect(await rows(app)).toHaveLength(10);
      expect(await app.storage.list(resumesBucket)).toHaveLength(10);
    } finally {
      await app.close();
    }
  });
});

describe("the public bucket", () => {
  it("serves a stored file at a stable URL, cached for an hour", async () => {
    await subject.storage.put(
      storageBucket,
      "blog/hero.png",
      new Uint8Array([137, 80, 78, 71]),
      "image/png",
    );
    const response = await subject.request(`/storage/${storageBucket}/blog/hero.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it("downloads rather than renders types that could run script", async () => {
    await subject.storage.put(
      storageBucket,
      "page.html",
      new TextEncoder().encode("<script>"),
      "text/html",
    );
    const response = await subject.request(`/storage/${storageBucket}/page.html`);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toBe("attachment");
  });

  it("answers 404 for a missing file or a path that climbs", async () => {
    expect((await subject.request(`/storage/${storageBucket}/nothing.png`)).status).toBe(404);
    const climbing = await subject.request(`/storage/${storageBucket}/..%2F..%2Fresumes%2Fx.pdf`);
    expect(climbing.status).toBe(404);
  });
});
