import { describe, expect, it } from "vitest";
import { BodyTooLargeError, readFormDataWithLimit } from "./limited-form-data";

function multipart(size: number) {
  const form = new FormData();
  form.set("firstName", "Amara");
  form.set("resume", new File([new Uint8Array(size)], "cv.pdf", { type: "application/pdf" }));
  return new Request("http://localhost/careers", { method: "POST", body: form });
}

/** A body with no Content-Length that counts how much of it was pulled. */
function streamed(total: number, headers: Record<string, string> = {}, chunk = 64 * 1024) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const size = Math.min(chunk, total - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/careers", {
    method: "POST",
    body,
    headers: { "content-type": "multipart/form-data; boundary=x", ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => sent };
}

describe("readFormDataWithLimit", () => {
  it("parses a body under the limit, text and files", async () => {
    const form = await readFormDataWithLimit(multipart(1000), 10_000);
    expect(form.get("firstName")).toBe("Amara");
    const file = form.get("resume") as File;
    expect(file.name).toBe("cv.pdf");
    expect(file.size).toBe(1000);
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { request, pulled } = streamed(20_000, { "content-length": "20000" });
    await expect(readFormDataWithLimit(request, 10_000)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(request.bodyUsed).toBe(false);
    expect(pulled()).toBe(0);
  });

  it("stops reading an undeclared body as soon as it passes the limit", async () => {
    const { request, pulled } = streamed(50 * 1024 * 1024);
    await expect(readFormDataWithLimit(request, 1024 * 1024)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(pulled()).toBeLessThan(2 * 1024 * 1024);
  });
});
