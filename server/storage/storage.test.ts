import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../tests/support/fake-s3";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import {
  assertSafeObjectPath,
  StorageConflictError,
  StoragePathError,
  type Storage,
} from "./storage";

const bytes = (value: string) => new TextEncoder().encode(value);
const text = (value: Uint8Array | undefined) => new TextDecoder().decode(value);

let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
const root = mkdtempSync(join(tmpdir(), "clinova-storage-"));
const implementations: [string, () => Storage][] = [
  ["local disk", () => createLocalStorage(join(root, "storage"))],
  [
    "S3-compatible",
    () =>
      createS3Storage({
        endpoint: fakeS3.endpoint,
        bucket: "clinova-files",
        accessKeyId: "test",
        secretAccessKey: "test-secret",
        region: "auto",
      }),
  ],
];

beforeAll(async () => {
  fakeS3 = await startFakeS3("clinova-files");
});
afterAll(() => fakeS3.close());

describe.each(implementations)("%s storage", (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it("puts and gets bytes with their content type", async () => {
    await storage.put("clinova-storage", "images/logo.png", bytes("png!"), "image/png");
    const object = await storage.get("clinova-storage", "images/logo.png");
    expect(text(object?.bytes)).toBe("png!");
    expect(object?.contentType).toBe("image/png");
  });

  it("answers null for a missing object", async () => {
    expect(await storage.get("clinova-storage", "images/nothing.png")).toBeNull();
  });

  it("refuses to replace an object unless asked to", async () => {
    await storage.put("resumes", "1_A_B.pdf", bytes("first"), "application/pdf");
    await expect(
      storage.put("resumes", "1_A_B.pdf", bytes("second"), "application/pdf"),
    ).rejects.toBeInstanceOf(StorageConflictError);
    expect(text((await storage.get("resumes", "1_A_B.pdf"))?.bytes)).toBe("first");
    await storage.put("resumes", "1_A_B.pdf", bytes("third"), "application/pdf", { upsert: true });
    expect(text((await storage.get("resumes", "1_A_B.pdf"))?.bytes)).toBe("third");
  });

  it("lists by prefix, sorted by path, within a bucket, up to a limit", async () => {
    for (const name of ["c.txt", "a.txt", "b.txt"]) {
      await storage.put("lists", `notes/${name}`, bytes(name), "text/plain");
    }
    await storage.put("lists", "other/z.txt", bytes("z"), "text/plain");
    expect(await storage.list("lists", "notes/")).toEqual([
      { path: "notes/a.txt", size: 5 },
      { path: "notes/b.txt", size: 5 },
      { path: "notes/c.txt", size: 5 },
    ]);
    expect((await storage.list("lists")).map((e) => e.path)).toContain("other/z.txt");
    expect(await storage.list("lists", "notes/", 2)).toHaveLength(2);
    expect(await storage.list("empty-bucket")).toEqual([]);
  });

  it("deletes, and deleting twice is fine", async () => {
    await storage.put("clinova-storage", "tmp/gone.txt", bytes("bye"), "text/plain");
    await storage.delete("clinova-storage", "tmp/gone.txt");
    await storage.delete("clinova-storage", "tmp/gone.txt");
    expect(await storage.get("clinova-storage", "tmp/gone.txt")).toBeNull();
  });

  it.each([
    "../outside.txt",
    "a/../../outside.txt",
    "/etc/passwd",
    "a//b",
    "./a",
    "a\\..\\b",
    "a\u0000b",
    "",
  ])("refuses the path %j", async (path) => {
    await expect(storage.put("resumes", path, bytes("x"), "text/plain")).rejects.toBeInstanceOf(
      StoragePathError,
    );
    await expect(storage.get("resumes", path)).rejects.toBeInstanceOf(StoragePathError);
    await expect(storage.delete("resumes", path)).rejects.toBeInstanceOf(StoragePathError);
  });

  it("refuses bucket names that could climb or hide", async () => {
    for (const bucket of ["..", ".meta", "a/b", "", "UPPER"]) {
      await expect(storage.get(bucket, "x.txt")).rejects.toBeInstanceOf(StoragePathError);
    }
    await expect(storage.list("resumes", "../")).rejects.toBeInstanceOf(StoragePathError);
  });
});

describe("local storage on disk", () => {
  it("keeps every file inside DATA_DIR/storage/<bucket>", async () => {
    const dir = mkdtempSync(join(tmpdir(), "clinova-storage-"));
    const storage = createLocalStorage(join(dir, "storage"));
    await storage.put("resumes", "cv.pdf", bytes("%PDF-"), "application/pdf");
    await storage.put("resumes", "../cv.pdf", bytes("x"), "text/plain").catch(() => {});
    expect(readdirSync(dir)).toEqual(["storage"]);
    expect(readdirSync(join(dir, "storage", "resumes"))).toEqual(["cv.pdf"]);
  });
});

describe("S3 storage keys", () => {
  it("are <bucket>/<path> inside the one configured bucket", () => {
    expect([...fakeS3.objects.keys()]).toContain("clinova-storage/images/logo.png");
    expect([...fakeS3.objects.keys()]).toContain("resumes/1_A_B.pdf");
  });
});

describe("assertSafeObjectPath", () => {
  it("accepts ordinary nested paths", () => {
    expect(() => assertSafeObjectPath("blog/2025/hero image.png")).not.toThrow();
    expect(() => assertSafeObjectPath("1733000000000_Amara_Okafor.pdf")).not.toThrow();
  });
});
