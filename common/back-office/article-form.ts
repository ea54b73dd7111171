import { z } from "../zod";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A blog article as the back office edits it: the same schema checks the form and the server. */
export const articleFormSchema = z.object({
  title: text("Title", 200),
  slug: text("Address", 120).regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "Address: lowercase letters, digits and single hyphens, like clinical-skill-decay",
  ),
  category: text("Category", 60),
  excerpt: text("Excerpt", 400),
  content: text("Text", 100_000),
  author: z.string().trim().max(200).optional(),
  /** A date (YYYY-MM-DD): the article appears to visitors from the start of that day, UK time. */
  publishDate: z.iso.date({ error: "Publish date is required" }),
  readTime: z.coerce
    .number({ error: "Read time is required" })
    .int("Read time is whole minutes")
    .min(1, "Read time is at least 1 minute")
    .max(120, "Read time is at most 120 minutes"),
  isFeatured: z.literal("on").optional(),
  imageAlt: z.string().trim().max(300).optional(),
  intent: z.enum(["save", "preview"]).default("save"),
});

export type ArticleFormInput = z.infer<typeof articleFormSchema>;

/** The article's address, made from its title: what the form suggests for a new one. */
export const slugFromTitle = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");

/** The article editor's fields as the page fills them: saved, or as last posted. */
export type ArticleEditorValues = {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  content: string;
  author: string;
  publishDate: string;
  readTime: string;
  isFeatured: boolean;
  imageAlt: string;
};
