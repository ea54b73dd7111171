import { describe, expect, it } from "vitest";
import { brand } from "@common/brand";
import { appUrlFrom, pageMeta } from "./meta";

const content = (tags: ReturnType<typeof pageMeta>, key: string) => {
  const tag = tags.find(
    (t) => ("property" in t && t.property === key) || ("name" in t && t.name === key),
  );
  return tag && "content" in tag ? tag.content : undefined;
};

describe("pageMeta", () => {
  it("keeps the two-argument form: title with the brand, description, and their social twins", () => {
    const tags = pageMeta("About", "Who we are.");
    expect(tags).toContainEqual({ title: `About · ${brand.name}` });
    expect(content(tags, "description")).toBe("Who we are.");
    expect(content(tags, "og:title")).toBe("About");
    expect(content(tags, "og:description")).toBe("Who we are.");
    expect(content(tags, "og:type")).toBe("website");
    expect(content(tags, "og:site_name")).toBe(brand.name);
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:title")).toBe("About");
    expect(content(tags, "twitter:description")).toBe("Who we are.");
    // The default card is written by the root Layout, which knows the absolute address.
    expect(content(tags, "og:image")).toBeUndefined();
  });

  it("describes an article with its own image made absolute from the root's appUrl", () => {
    const matches = [{ id: "root", loaderData: { appUrl: "https://learn.example.org" } }];
    const tags = pageMeta("A title", "An excerpt", {
      image: "/images/blog/a.png",
      type: "article",
      publishedTime: "2025-11-04T00:00:00.000Z",
      matches,
    });
    expect(content(tags, "og:type")).toBe("article");
    expect(content(tags, "og:image")).toBe("https://learn.example.org/images/blog/a.png");
    expect(content(tags, "twitter:image")).toBe("https://learn.example.org/images/blog/a.png");
    expect(content(tags, "article:published_time")).toBe("2025-11-04T00:00:00.000Z");
  });

  it("finds appUrl only on the root match", () => {
    expect(
      appUrlFrom([undefined, { id: "routes/x", loaderData: { appUrl: "x" } }]),
    ).toBeUndefined();
    expect(appUrlFrom([{ id: "root", loaderData: { appUrl: "https://a.example" } }])).toBe(
      "https://a.example",
    );
  });
});
