import { listQuerySchema } from "./list-query";

/** The articles list: searched by title, category or author; newest publish date first. */
export const articleListQuery = listQuerySchema(
  ["title", "category", "publishDate", "readTime"] as const,
  { sort: "publishDate", dir: "desc" },
);

export type ArticleListSort = (typeof articleListQuery)["_output"]["sort"];
