/** Width and height in pixels as a PNG, JPEG or WebP file's header states them. */
export type Dimensions = { width: number; height: number };

/**
 * A picture's size as its header says, without decoding it: what every browser showing the
 * picture will have to allocate. Null when the header cannot be read (a damaged file).
 * PNG: the IHDR chunk (RFC 2083 §4.1.1). JPEG: the first start-of-frame marker (ITU T.81
 * §B.2.2). WebP: the VP8, VP8L or VP8X header (RFC 9649 §2.5–2.7).
 */
export function imageDimensions(
  bytes: Uint8Array,
  type: "image/png" | "image/jpeg" | "image/webp",
): Dimensions | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number, length: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  try {
    if (type === "image/png") {
      if (ascii(12, 4) !== "IHDR") return null;
      return { width: view.getUint32(16), height: view.getUint32(20) };
    }
    if (type === "image/jpeg") return jpegDimensions(bytes, view);
    const chunk = ascii(12, 4);
    if (chunk === "VP8 ") {
      return {
        width: view.getUint16(26, true) & 0x3fff,
        height: view.getUint16(28, true) & 0x3fff,
      };
    }
    if (chunk === "VP8L") {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X") {
      const uint24 = (offset: number) => view.getUint16(offset, true) + (bytes[offset + 2]! << 16);
      return { width: uint24(24) + 1, height: uint24(27) + 1 };
    }
    return null;
  } catch {
    return null; // a header cut short: DataView reads past the end throw
  }
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC are not frames.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Uint8Array, view: DataView): Dimensions | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data before any frame
    if (isStartOfFrame(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}
