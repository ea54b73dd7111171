import { crc32 } from "node:zlib";

/** A PNG's signature and header chunk stating `width` × `height` pixels (no image data). */
export function pngFile(width = 4, height = 3): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const type = Buffer.from("IHDR", "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, header])), 0);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, length, type, header, crc]));
}

/** A WebP file's RIFF header and first chunk (RFC 9649), stating `width` × `height`. */
export function webpFile(kind: "VP8 " | "VP8L" | "VP8X", width: number, height: number) {
  const bytes = Buffer.alloc(40);
  bytes.write("RIFF", 0, "latin1");
  bytes.writeUInt32LE(32, 4);
  bytes.write("WEBP", 8, "latin1");
  bytes.write(kind, 12, "latin1");
  bytes.writeUInt32LE(20, 16);
  if (kind === "VP8 ") {
    bytes.set([0x9d, 0x01, 0x2a], 23); // the key frame's start code
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  } else if (kind === "VP8L") {
    bytes[20] = 0x2f; // the lossless signature
    bytes.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 21);
  } else {
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
  }
  return new Uint8Array(bytes);
}
