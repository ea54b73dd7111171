import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./columns";

/** Blog articles; `slug` gives readable URLs beside the id. */
export const blogArticles = pgTable(
  "blog_articles",
  {
    id: uuidPk(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    author: text("author"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    readTime: integer("read_time").notNull().default(5),
    isFeatured: boolean("is_featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_articles_published_idx").on(sql`${t.publishedAt} desc nulls last`),
    index("blog_articles_featured_published_idx").on(
      t.isFeatured,
      sql`${t.publishedAt} desc nulls last`,
    ),
    index("blog_articles_category_idx").on(t.category),
  ],
);

/** Key/value settings such as launch_status. */
export const appConfig = pgTable("app_config", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

export type BlogArticle = typeof blogArticles.$inferSelect;
export type NewBlogArticle = typeof blogArticles.$inferInsert;
