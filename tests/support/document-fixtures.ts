import { buildZip, type ZipEntry } from "./zip-writer";

const text = (value: string) => Buffer.from(value, "utf8");

/** A small, valid one-page PDF saying `line`, with a correct cross-reference table. */
export function pdfFile(line = "Curriculum vitae"): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${line.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return text(body);
}

/** An OLE2 compound file header (MS-CFB §2.2), the container of a Word 97-2003 .doc. */
export function docFile(): Buffer {
  const header = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(0xfffffffe, 60);
  return header;
}

const docxParts: ZipEntry[] = [
  {
    name: "[Content_Types].xml",
    data: text(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    deflate: true,
  },
  {
    name: "_rels/.rels",
    data: text(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    deflate: true,
  },
  {
    name: "word/document.xml",
    data: text(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
    ),
    deflate: true,
  },
];

/** A minimal Word document that Word opens: content types, relationships, one paragraph. */
export function docxFile(extra: ZipEntry[] = []): Buffer {
  return buildZip([...docxParts, ...extra]);
}

/** A .docx with more than 1,000 entries (each tiny). */
export function docxWithManyEntries(count = 1_001): Buffer {
  const filler = Array.from({ length: count - docxParts.length }, (_, index) => ({
    name: `word/media/part-${index}.xml`,
    data: text("<x/>"),
  }));
  return docxFile(filler);
}

/** A zip bomb shaped like a .docx: `megabytes` of zeros that deflate to a few kilobytes. */
export function docxExpandingTo(megabytes: number): Buffer {
  return docxFile([
    { name: "word/media/padding.bin", data: Buffer.alloc(megabytes * 1024 * 1024), deflate: true },
  ]);
}

/** A ZIP archive that is not a Word document (no word/document.xml). */
export function plainZip(): Buffer {
  return buildZip([{ name: "notes.txt", data: text("not a document"), deflate: true }]);
}

/** The start of a Windows program: "MZ", a DOS stub and the PE offset. */
export function exeFile(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("This program cannot be run in DOS mode.", 0x4e, "latin1");
  bytes.write("PE\0\0", 0x80, "latin1");
  return bytes;
}
