import {
  articleImageExtensionOf,
  articleImageMessages,
  articleImageTypes,
  maxArticleImageBytes,
  type ArticleImageExtension,
} from "@common/back-office/article-image";
import { detectFileType } from "./file-signature";
import { imageDimensions } from "./image-dimensions";

/**
 * The most pixels a picture may have: each browser showing it decodes it whole (4 bytes a
 * pixel), so a small file stating a huge size (a pixel bomb) would cost every visitor's device
 * gigabytes. 8,000 pixels a side and 40 megapixels pass any photograph a web page needs.
 */
export const maxImageSide = 8_000;
export const maxImagePixels = 40_000_000;

export type ImageCheck =
  | { ok: true; extension: ArticleImageExtension; contentType: string }
  | { ok: false; reason: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** What the first bytes say the picture is (PNG, JPEG or WebP), whatever its name claims. */
function detectImage(bytes: Uint8Array): "image/png" | "image/jpeg" | "image/webp" | null {
  if (startsWith(bytes, [0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/**
 * The careers form's checks, for pictures: the name's extension must be an accepted one, the
 * size within the limit, and the first bytes must be that kind of picture (an SVG or HTML file
 * renamed .png is refused, as is a program).
 */
export function checkArticleImage(fileName: string, bytes: Uint8Array): ImageCheck {
  const extension = articleImageExtensionOf(fileName);
  if (!extension) return { ok: false, reason: articleImageMessages.wrongExtension };
  if (bytes.length === 0) return { ok: false, reason: articleImageMessages.empty };
  if (bytes.length > maxArticleImageBytes)
    return { ok: false, reason: articleImageMessages.tooLarge };
  if (detectFileType(bytes) === "executable") {
    return { ok: false, reason: "This file is a program, not a picture." };
  }
  const detected = detectImage(bytes);
  const contentType = articleImageTypes[extension];
  if (detected !== contentType) {
    return {
      ok: false,
      reason: `This file is named ${extension} but is not a real ${extension} picture.`,
    };
  }
  const size = imageDimensions(bytes, detected);
  if (!size || size.width === 0 || size.height === 0) {
    return { ok: false, reason: `This ${extension} picture is damaged: its size cannot be read.` };
  }
  if (
    size.width > maxImageSide ||
    size.height > maxImageSide ||
    size.width * size.height > maxImagePixels
  ) {
    return {
      ok: false,
      reason: `This picture is ${size.width} × ${size.height} pixels; pictures can be at most ${maxImageSide.toLocaleString("en-GB")} pixels a side.`,
    };
  }
  return { ok: true, extension, contentType };
}
