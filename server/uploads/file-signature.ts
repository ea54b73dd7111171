/** What a file's first bytes say it is, whatever its name claims. */
export type DetectedType = "pdf" | "ole2" | "zip" | "executable" | "unknown";

const signatures: { type: DetectedType; bytes: number[] }[] = [
  // "%PDF-" (ISO 32000-1 §7.5.2)
  { type: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // OLE2 compound file, the container of .doc (MS-CFB §2.2)
  { type: "ole2", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  // ZIP local file header "PK\3\4", the container of .docx (ECMA-376 Part 2)
  { type: "zip", bytes: [0x50, 0x4b, 0x03, 0x04] },
  // Windows "MZ", ELF and Mach-O programs: named so the refusal can say what the file is.
  { type: "executable", bytes: [0x4d, 0x5a] },
  { type: "executable", bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { type: "executable", bytes: [0xcf, 0xfa, 0xed, 0xfe] },
  { type: "executable", bytes: [0xfe, 0xed, 0xfa, 0xcf] },
];

export function detectFileType(bytes: Uint8Array): DetectedType {
  const match = signatures.find(({ bytes: signature }) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? "unknown";
}
