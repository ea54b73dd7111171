import { describe, expect, it } from "vitest";
import { z } from "@common/zod";
import { controlCharacterMessage } from "@common/forms/control-characters";
import { formMessages, readForm, textFormMaxBytes, validateForm } from "./read-form";

const schema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email")),
  password: z.string().min(8, "Password must be at least 8 characters"),
  confirmPassword: z.string(),
  name: z.string().min(1, "Name is required"),
});

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/form", { method: "POST", body, headers });

/** A form-encoded body with no Content-Length that counts how much of it was pulled. */
function streamed(total: number, headers: Record<string, string> = {}) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const size = Math.min(16 * 1024, total - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/form", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => sent };
}

describe("readForm", () => {
  it("answers the parsed data, what was typed without secrets, and the form itself", async () => {
    const body = new URLSearchParams({
      email: "  Grace@Example.org ",
      password: "long-enough",
      confirmPassword: "long-enough",
      name: "Grace",
      redirectTo: "/dashboard",
    });
    const form = await readForm(post(body), schema);
    expect(form).toMatchObject({
      ok: true,
      data: { email: "Grace@Example.org", password: "long-enough", name: "Grace" },
      values: { email: "  Grace@Example.org ", name: "Grace", redirectTo: "/dashboard" },
    });
    expect(form.ok && form.formData.get("redirectTo")).toBe("/dashboard");
  });

  it("refuses with the first message per field, the first in the schema's order, the input kept", async () => {
    const body = new URLSearchParams({
      email: "not-an-email",
      password: "short",
      confirmPassword: "short",
      newPassword: "also-secret",
      name: "",
    });
    expect(await readForm(post(body), schema)).toEqual({
      ok: false,
      reason: "invalid",
      status: 400,
      errors: {
        email: "Please enter a valid email",
        password: "Password must be at least 8 characters",
        name: "Name is required",
      },
      firstError: "Please enter a valid email",
      values: { email: "not-an-email", name: "" },
    });
  });

  it("never echoes a password, valid or not", async () => {
    const body = new URLSearchParams({ email: "", password: "hunter2-secret", name: "" });
    const form = await readForm(post(body), schema);
    expect(JSON.stringify(form)).not.toContain("hunter2-secret");
  });

  it("gives a list for a name sent more than once, one value for a name sent once", async () => {
    const lists = z.object({ one: z.string(), many: z.array(z.string()) });
    const body = new URLSearchParams([
      ["one", "a"],
      ["many", "b"],
      ["many", "c"],
    ]);
    const form = await readForm(post(body), lists);
    expect(form).toMatchObject({ ok: true, data: { one: "a", many: ["b", "c"] } });
    expect(form.ok && form.values).toEqual({ one: "a", many: ["b", "c"] });
  });

  it("hands files to the schema, treats an empty file input as absent, and keeps files out of the values", async () => {
    const withFile = z.object({
      title: z.string(),
      attachment: z.file({ error: "Please attach a file" }),
    });
    const chosen = new FormData();
    chosen.set("title", "CV");
    chosen.set("attachment", new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    const form = await readForm(post(chosen), withFile, { maxBytes: 10_000 });
    expect(form.ok && form.data.attachment.name).toBe("cv.pdf");
    expect(form.ok && form.values).toEqual({ title: "CV" });

    const empty = new FormData();
    empty.set("title", "CV");
    empty.set("attachment", new File([], "", { type: "application/octet-stream" }));
    expect(await readForm(post(empty), withFile)).toMatchObject({
      ok: false,
      errors: { attachment: "Please attach a file" },
      values: { title: "CV" },
    });
  });

  it("puts an error about the whole form under `form`", async () => {
    const matching = z
      .object({ a: z.string(), b: z.string() })
      .refine((value) => value.a === value.b, "They differ");
    const form = validateForm(matching, new FormData());
    expect(form.ok).toBe(false);
    const both = new FormData();
    both.set("a", "x");
    both.set("b", "y");
    expect(validateForm(matching, both)).toMatchObject({
      errors: { form: "They differ" },
      firstError: "They differ",
    });
  });
});

describe("readForm's size limit", () => {
  const anything = z.object({});

  it("is 64 KiB for a text form unless the form says otherwise", async () => {
    const under = new URLSearchParams({ message: "a".repeat(textFormMaxBytes - 100) });
    expect((await readForm(post(under), anything)).ok).toBe(true);
    const over = new URLSearchParams({ message: "a".repeat(textFormMaxBytes) });
    expect(await readForm(post(over), anything)).toEqual({
      ok: false,
      reason: "too-large",
      status: 413,
      errors: { form: formMessages.tooLarge },
      firstError: formMessages.tooLarge,
      values: {},
    });
    expect((await readForm(post(over), anything, { maxBytes: 2 * textFormMaxBytes })).ok).toBe(
      true,
    );
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { request, pulled } = streamed(20_000, { "content-length": "20000" });
    const form = await readForm(request, anything, { maxBytes: 10_000 });
    expect(form).toMatchObject({ ok: false, reason: "too-large", status: 413 });
    expect(request.bodyUsed).toBe(false);
    expect(pulled()).toBe(0);
  });

  it("stops reading an undeclared body as soon as it passes the limit", async () => {
    const { request, pulled } = streamed(50 * 1024 * 1024);
    const form = await readForm(request, anything);
    expect(form).toMatchObject({ ok: false, reason: "too-large", status: 413 });
    expect(pulled()).toBeLessThan(textFormMaxBytes + 64 * 1024);
  });

  it("answers a body that is not a form as unreadable", async () => {
    const form = await readForm(post("{}", { "content-type": "application/json" }), anything);
    expect(form).toMatchObject({
      ok: false,
      reason: "unreadable",
      status: 400,
      errors: { form: formMessages.unreadable },
    });
  });
});

describe("the input rule on control characters", () => {
  const fields = { email: "ada@example.org", password: "long-enough", confirmPassword: "" };

  it.each(["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "lone\rreturn"])(
    "refuses %j in any field with 400 and one message, before the schema",
    async (control) => {
      const body = new URLSearchParams({ ...fields, name: `Ada${control}` });
      const result = await readForm(post(body), schema);
      expect(result).toMatchObject({
        ok: false,
        reason: "invalid",
        status: 400,
        errors: { name: controlCharacterMessage },
        firstError: controlCharacterMessage,
      });
    },
  );

  it("keeps tabs, line feeds and a textarea's CRLF", async () => {
    const body = new URLSearchParams({ ...fields, name: "Ada\tLovelace\r\nand\nfriends" });
    expect((await readForm(post(body), schema)).ok).toBe(true);
  });
});
