import zlib from "node:zlib";
import { PDFDocument, PDFName, type PDFRef } from "pdf-lib";
import { buildZip, type ZipEntry } from "../extraction/helpers/zip";

/**
 * Hostile documents, made at test time (never committed): each one is small on the wire and built to cost
 * the server minutes, gigabytes or a crash if a limit were missing. Issue 15 lists the classes.
 */
const MB = 1024 * 1024;

/** Raw deflate of `total` bytes of `fill`, streamed so the test never holds them: 1 GB becomes about 1 MB. */
export async function deflatedFill(total: number, fill = 0x20): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const block = Buffer.alloc(MB, fill);
  for (let written = 0; written < total; written += MB) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** Issue 15 item 1: one line of almost 10 MB (within the upload limit). */
export const oneLineCsv = (bytes = 10 * MB - 64) => Buffer.from(`Unit,Rent\n${"A".repeat(bytes)}`);

/** A line of a million empty cells. */
export const millionColumnCsv = () => Buffer.from(`Unit,Rent\n${",".repeat(1_000_000)}\n`);

/** Two and a half million short rows: legal, and read only as far as the row limit. */
export const millionRowCsv = () => Buffer.from("Unit,Rent\n" + "1,2\n".repeat(2_500_000));

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbook = (sheet: Omit<ZipEntry, "name">, more: ZipEntry[] = []) =>
  buildZip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "_rels/.rels", data: RELS },
    { name: "xl/workbook.xml", data: WORKBOOK },
    { name: "xl/_rels/workbook.xml.rels", data: WORKBOOK_RELS },
    { name: "xl/worksheets/sheet1.xml", ...sheet },
    ...more,
  ]);

/** Issue 15 item 3: the directory says "stored" (nothing to inflate), the local header says deflate: 1 GB. */
export async function storedLieXlsx(inflated = 1024 * MB): Promise<Buffer> {
  return workbook({ data: "", packed: await deflatedFill(inflated), directorySaysStored: true });
}

/** The classic bomb: a sheet that says it inflates to 1 GB from about 1 MB. */
export async function zipBombXlsx(): Promise<Buffer> {
  return workbook({ data: "", packed: await deflatedFill(1024 * MB), declaredSize: 1024 * MB - 1 });
}

/** 600,000 empty cells, each a few bytes: well compressed, under the size limits, over the cell limit. */
export function cellBombXlsx(): Buffer {
  const row = (r: number) =>
    `<row r="${r}">${Array.from({ length: 60 }, (_, c) => `<c r="${String.fromCharCode(65 + (c % 26))}${r}"/>`).join("")}</row>`;
  const rows = Array.from({ length: 10_000 }, (_, i) => row(i + 1)).join("");
  return workbook({
    data: `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
  });
}

const LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
<!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;"><!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
<!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;"><!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
<!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;"><!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">]>`;

/** Billion laughs in a worksheet's shared strings. */
export const laughingXlsx = () =>
  workbook(
    {
      data: `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    },
    [{ name: "xl/sharedStrings.xml", data: `${LAUGHS}<sst><si><t>&lol9;</t></si></sst>` }],
  );

const DOCX_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const DOCX_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const W = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"`;
const docx = (document: string) =>
  buildZip([
    { name: "[Content_Types].xml", data: DOCX_TYPES },
    { name: "_rels/.rels", data: DOCX_RELS },
    { name: "word/document.xml", data: document },
  ]);

/** Billion laughs in a Word document's body. */
export const laughingDocx = () =>
  docx(`${LAUGHS}<w:document ${W}><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>`);

/** Tables nested 20,000 deep: a recursive reader runs out of stack. */
export const deepDocx = (depth = 20_000) =>
  docx(
    `<?xml version="1.0"?><w:document ${W}><w:body>${"<w:tbl><w:tr><w:tc>".repeat(depth)}<w:p/>${"</w:tc></w:tr></w:tbl>".repeat(depth)}</w:body></w:document>`,
  );

/**
 * A minimal PDF written by hand: `objects` are the bodies of objects 1..n, with a correct xref table;
 * `trailer` adds entries to the trailer (an encrypted file's /Encrypt and /ID).
 */
export function handPdf(objects: (string | Buffer)[], trailer = ""): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, "latin1"),
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
  ].join("");
  return Buffer.concat([...parts, Buffer.from(xref, "latin1")]);
}

export const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from("\nendstream"),
  ]);

/**
 * Issue 15 item 2: one page that is one 20,000 x 20,000 RGB picture (1.2 GB decoded) from a tiny Flate
 * stream. `sizeByReference` gives the width and height as indirect objects, which no byte scan reads.
 */
export function hugeImagePdf(options: { side?: number; sizeByReference?: boolean } = {}): Buffer {
  const side = options.side ?? 20_000;
  const pixels = zlib.deflateSync(Buffer.alloc(256 * 1024));
  const size = options.sizeByReference ? "/Width 6 0 R /Height 7 0 R" : `/Width ${side} /Height ${side}`;
  return handPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>",
    stream(
      `/Type /XObject /Subtype /Image ${size} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
      pixels,
    ),
    stream("", Buffer.from("q 612 0 0 792 0 0 cm /Im1 Do Q")),
    String(side),
    String(side),
  ]);
}

/** The width and height a picture declares, in pixels. */
export type PictureSize = [number, number];

/**
 * Issue 15 item 2, the rest: pages of pictures that each declare `sizes` (a tiny Flate stream of zeros stands
 * for the pixels), written by pdf-lib the way real writers do: page dictionaries packed in a compressed object
 * stream unless `plain`. With `throughForm`, each page draws one form that draws the pictures, so they are
 * not in the page's own resources.
 */
export async function picturesPdf(
  pages: PictureSize[][],
  options: { plain?: boolean; throughForm?: boolean } = {},
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const { context } = pdf;
  const pixels = zlib.deflateSync(Buffer.alloc(1024));
  for (const sizes of pages) {
    const page = pdf.addPage([612, 792]);
    const names: string[] = [];
    const pictures: Record<string, PDFRef> = {};
    sizes.forEach(([width, height], i) => {
      const picture = context.register(
        context.stream(pixels, {
          Type: "XObject",
          Subtype: "Image",
          Width: width,
          Height: height,
          ColorSpace: "DeviceRGB",
          BitsPerComponent: 8,
          Filter: "FlateDecode",
          Length: pixels.length,
        }),
      );
      if (options.throughForm) {
        pictures[`Im${i}`] = picture;
        names.push(`/Im${i}`);
      } else names.push(page.node.newXObject("Im", picture).asString());
    });
    const draw = names.map((name, i) => `q 100 0 0 100 ${(i % 6) * 100} ${Math.floor(i / 6) * 100} cm ${name} Do Q`);
    if (options.throughForm) {
      const form = context.register(
        context.stream(draw.join("\n"), {
          Type: "XObject",
          Subtype: "Form",
          BBox: [0, 0, 612, 792],
          Resources: { XObject: pictures },
        }),
      );
      page.node.setXObject(PDFName.of("Fm0"), form);
      page.node.addContentStream(context.register(context.stream("/Fm0 Do")));
    } else page.node.addContentStream(context.register(context.stream(draw.join("\n"))));
  }
  return Buffer.from(await pdf.save({ useObjectStreams: !options.plain }));
}

/** Two 9,000 x 5,000 pictures (90 megapixels) in resources the page inherits from its page-tree node. */
export const inheritedPicturesPdf = () => {
  const picture = stream(
    "/Type /XObject /Subtype /Image /Width 9000 /Height 5000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode",
    zlib.deflateSync(Buffer.alloc(1024)),
  );
  return handPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 /Resources << /XObject << /Im1 4 0 R /Im2 5 0 R >> >> >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R >>",
    picture,
    picture,
    stream("", Buffer.from("q 306 0 0 792 0 0 cm /Im1 Do Q q 306 0 0 792 306 0 cm /Im2 Do Q")),
  ]);
};

/**
 * A page that says it is 1,700 km wide, grey, with no text: its thumbnail at the usual 36 dpi would be a canvas
 * of 2.5 million x 250 pixels (2.5 GB). A strip, so the OCR that follows is quick once the render is bounded.
 */
export const hugePagePdf = () =>
  handPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 5000000 500] /Contents 4 0 R >>",
    stream("", Buffer.from("0.5 g 0 0 5000000 500 re f")),
  ]);

/** Arrays nested 50,000 deep in the page's dictionary: a recursive parser runs out of stack. */
export const deepPdf = (depth = 50_000) =>
  handPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Deep ${"[".repeat(depth)}${"]".repeat(depth)} >>`,
  ]);

/** A PNG whose header says 100,000 x 100,000 pixels (40 GB decoded), with a token of image data. */
export function pngBomb(side = 100_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, "latin1"), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PDF that is a zip as well (a zip read from its end, a PDF from its start). */
export const pdfZipPolyglot = () =>
  Buffer.concat([hugePagePdf(), buildZip([{ name: "xl/workbook.xml", data: WORKBOOK }])]);
