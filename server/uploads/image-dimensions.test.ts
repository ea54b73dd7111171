import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pngFile, webpFile } from "../../tests/support/picture-fixtures";
import { checkArticleImage } from "./image-check";
import { imageDimensions } from "./image-dimensions";

describe("a picture's size, read from its header", () => {
  it("for a PNG, a real JPEG and the three kinds of WebP", () => {
    expect(imageDimensions(pngFile(640, 480), "image/png")).toEqual({ width: 640, height: 480 });
    const photo = readFileSync(
      "public/images/blog/previews/learning-on-nights-making-micro-learning-work-on-shift.jpg",
    );
    expect(imageDimensions(photo, "image/jpeg")).toEqual({ width: 1200, height: 675 });
    for (const kind of ["VP8 ", "VP8L", "VP8X"] as const) {
      expect(imageDimensions(webpFile(kind, 1000, 750), "image/webp"), kind).toEqual({
        width: 1000,
        height: 750,
      });
    }
  });

  it("is unknown for a header cut short", () => {
    expect(imageDimensions(pngFile().subarray(0, 20), "image/png")).toBeNull();
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xda]), "image/jpeg")).toBeNull();
  });
});

describe("the picture check", () => {
  it("takes a picture up to 8,000 pixels a side and 40 megapixels", () => {
    expect(checkArticleImage("wide.png", pngFile(8_000, 5_000))).toMatchObject({ ok: true });
    expect(checkArticleImage("photo.webp", webpFile("VP8X", 6_000, 4_000))).toMatchObject({
      ok: true,
    });
  });

  it("refuses a pixel bomb, a picture too wide, and one whose size cannot be read", () => {
    expect(checkArticleImage("bomb.png", pngFile(100_000, 100_000))).toEqual({
      ok: false,
      reason:
        "This picture is 100000 × 100000 pixels; pictures can be at most 8,000 pixels a side.",
    });
    expect(checkArticleImage("strip.png", pngFile(8_001, 10))).toMatchObject({ ok: false });
    expect(checkArticleImage("big.webp", webpFile("VP8X", 8_000, 8_000))).toMatchObject({
      ok: false,
    });
    expect(checkArticleImage("cut.png", pngFile().subarray(0, 16))).toEqual({
      ok: false,
      reason: "This .png picture is damaged: its size cannot be read.",
    });
  });
});
