import { describe, expect, it } from "vitest";
import { z } from "@common/zod";
import { answerEditorIntent, editorIntent } from "./editor-intents";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/admin/x", { method: "POST", body: new URLSearchParams(fields) });

const intents = {
  rename: editorIntent(z.object({ title: z.string().min(1, "Give it a title") }), async (input) =>
    Response.json({ renamed: input.title }),
  ),
};

describe("answerEditorIntent", () => {
  it("runs the intent the form names with its checked input", async () => {
    const answer = await answerEditorIntent(post({ intent: "rename", title: "Ward" }), intents, {
      unreadFormKey: "page",
    });
    expect(answer).toBeInstanceOf(Response);
    expect(await (answer as Response).json()).toEqual({ renamed: "Ward" });
  });

  it("answers an intent the table does not hold, or none, with 400", async () => {
    const posts: Record<string, string>[] = [{ intent: "drop" }, { intent: "toString" }, {}];
    for (const fields of posts) {
      const answer = await answerEditorIntent(post(fields), intents, { unreadFormKey: "page" });
      expect(answer).not.toBeInstanceOf(Response);
      const { data, init } = answer as Exclude<typeof answer, Response>;
      expect(init?.status).toBe(400);
      expect(data.form).toBe("form");
    }
  });

  it("sends a refusal back to the posted form", async () => {
    const answer = await answerEditorIntent(
      post({ intent: "rename", formKey: "module-1", title: "" }),
      intents,
      { unreadFormKey: "page" },
    );
    const { data, init } = answer as Exclude<typeof answer, Response>;
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({ form: "module-1", errors: { title: "Give it a title" } });
  });
});
