import { z } from "../zod";
import { linesOf } from "./course-form";
import { isSiteOrHttpsUrl } from "./lesson-form";

export const blockTypes = ["text", "markdown", "header", "list", "image"] as const;
export type BlockType = (typeof blockTypes)[number];

export const blockTypeLabels: Record<BlockType, string> = {
  text: "Text",
  markdown: "Markdown",
  header: "Heading",
  list: "List",
  image: "Image",
};

/** What a block stores, as the lesson player reads it (server/learning/lesson-content.ts). */
export type BlockData = {
  type: BlockType;
  content: { text?: string; items?: string[]; url?: string; alt?: string };
  metadata: { level?: number; caption?: string; listType?: "ordered" | "unordered" };
};

const optional = z.string().trim().optional();

/**
 * A content block as the lesson editor posts it: one form for every type, each type checking
 * the fields it uses. `id` is absent for a new block.
 */
export const blockFormSchema = z
  .object({
    id: z.uuid().optional(),
    type: z.enum(blockTypes, { error: "Choose a block type" }),
    text: z.string().max(50_000, "Text must be at most 50,000 characters").optional(),
    items: optional,
    listType: z.enum(["ordered", "unordered"]).default("unordered"),
    level: z.coerce.number().int().min(2).max(4).default(2),
    url: optional,
    alt: z.string().trim().max(300, "Alternative text must be at most 300 characters").optional(),
    caption: z.string().trim().max(300, "Caption must be at most 300 characters").optional(),
    blockIntent: z.enum(["save", "preview"]).default("save"),
  })
  .superRefine((block, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (["text", "markdown", "header"].includes(block.type) && !block.text?.trim())
      issue("text", "Write the block's text");
    if (block.type === "header" && (block.text?.trim().length ?? 0) > 200)
      issue("text", "A heading is at most 200 characters");
    if (block.type === "list" && linesOf(block.items ?? "").length === 0)
      issue("items", "Write at least one item, one a line");
    if (block.type === "image") {
      if (!block.url) issue("url", "Give the picture's address");
      else if (!isSiteOrHttpsUrl(block.url))
        issue("url", "Picture address: an https:// address or a path on this site");
      if (!block.alt) issue("alt", "Describe the picture for people who cannot see it");
    }
  });

export type BlockFormInput = z.output<typeof blockFormSchema>;

/** The stored shape of a checked block: only the fields its type uses. */
export function blockDataOf(input: BlockFormInput): BlockData {
  switch (input.type) {
    case "text":
    case "markdown":
      return { type: input.type, content: { text: input.text!.trim() }, metadata: {} };
    case "header":
      return {
        type: "header",
        content: { text: input.text!.trim() },
        metadata: { level: input.level },
      };
    case "list":
      return {
        type: "list",
        content: { items: linesOf(input.items ?? "") },
        metadata: { listType: input.listType },
      };
    case "image":
      return {
        type: "image",
        content: { url: input.url!, alt: input.alt! },
        metadata: input.caption ? { caption: input.caption } : {},
      };
  }
}
