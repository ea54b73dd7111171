import { describe, expect, it } from "vitest";
import { articlePreviewImage } from "./article-preview-image";

describe("articlePreviewImage", () => {
  it("uses the JPEG twin of our SVG illustrations", () => {
    expect(articlePreviewImage("/images/blog/some-article.svg")).toBe(
      "/images/blog/previews/some-article.jpg",
    );
  });

  it("keeps raster images and falls back to the site card for other SVGs or none", () => {
    expect(articlePreviewImage("/images/blog/photo.jpg")).toBe("/images/blog/photo.jpg");
    expect(articlePreviewImage("https://cdn.example.org/a.svg")).toBe("/images/social-card.png");
    expect(articlePreviewImage(null)).toBe("/images/social-card.png");
  });
});
