import { join } from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../server/db/schema/index";
import { builtRoutes } from "../tests/support/route-table";
import {
  brokenCitations,
  brokenLinks,
  citationsIn,
  missingRoutes,
  missingTables,
  readProductDocs,
  type ProductDocs,
} from "./product-docs";

// docs/product/ describes the product as it is: every route of app/routes.ts (read from the
// production build, as the accessibility sweep and the security suite read it), every table of
// the drizzle schema, and every `docs/product/<file>.md#anchor` the code cites must be found there.
const repository = join(import.meta.dirname, "..");
let docs: ProductDocs;

beforeAll(() => {
  docs = readProductDocs(join(repository, "docs/product"));
});

const schemaTables = () =>
  Object.values(schema as Record<string, unknown>).flatMap((value) =>
    is(value, PgTable) ? [getTableName(value)] : [],
  );

describe("docs/product/", () => {
  it("names every route of app/routes.ts", async () => {
    const paths = (await builtRoutes()).flatMap((route) => (route.path ? [route.path] : []));
    expect(paths.length).toBeGreaterThan(90);
    expect(missingRoutes(docs, paths)).toEqual([]);
  });

  it("names every table of the schema", () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(40);
    expect(missingTables(docs, tables)).toEqual([]);
  });

  it("holds every anchor the code cites", () => {
    const citations = citationsIn(repository, [
      "app",
      "server",
      "common",
      "scripts",
      "tests",
      "bench",
    ]);
    expect(citations.length).toBeGreaterThan(100);
    expect(brokenCitations(docs, citations)).toEqual([]);
  });

  it("links between its files only to headings that exist", () => {
    expect(brokenLinks(docs)).toEqual([]);
  });

  it("reports what is missing (the checks above can fail)", () => {
    const without = (span: string): ProductDocs => ({
      ...docs,
      codeSpans: new Set([...docs.codeSpans].filter((s) => s !== span)),
    });
    expect(missingRoutes(without("/practice/:attemptId"), ["/practice/:attemptId"])).toEqual([
      "/practice/:attemptId",
    ]);
    expect(missingTables(without("cohort_members"), ["cohort_members"])).toEqual([
      "cohort_members",
    ]);
    expect(
      brokenCitations(docs, [{ where: "x.ts:1", file: "learning.md", anchor: "no-such-heading" }]),
    ).toEqual(["x.ts:1 → learning.md#no-such-heading"]);
  });
});
