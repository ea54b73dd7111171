import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { checkFields, fieldsOf } from "./check-fields";

const schema = z.object({
  title: z.string().trim().min(1, "Title is required"),
  tags: z.array(z.string()).optional(),
  slug: z.string().regex(/^[a-z-]+$/, "Address: lowercase letters and hyphens"),
});

describe("checkFields, the one check of a form in the browser and on the server", () => {
  it("gives the first message of each field", () => {
    const form = new FormData();
    form.append("title", " ");
    form.append("slug", "Not Valid");
    expect(checkFields(schema, fieldsOf(form))).toEqual({
      ok: false,
      errors: { title: "Title is required", slug: "Address: lowercase letters and hyphens" },
      firstError: "Title is required",
    });
  });

  it("reads a repeated name as a list and leaves out an empty file input", () => {
    const form = new FormData();
    form.append("title", "Hand hygiene");
    form.append("slug", "hand-hygiene");
    form.append("tags", "a");
    form.append("tags", "b");
    form.append("picture", new File([], ""));
    const fields = fieldsOf(form);
    expect(fields).not.toHaveProperty("picture");
    expect(checkFields(schema, fields)).toEqual({
      ok: true,
      data: { title: "Hand hygiene", slug: "hand-hygiene", tags: ["a", "b"] },
    });
  });
});
