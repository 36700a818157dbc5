import crypto from "node:crypto";
import zlib from "node:zlib";
import { hashR6, rc4 } from "../../src/extraction/pdf-decrypt";
import { handPdf, stream, type PictureSize } from "./hostile-files";

/**
 * PDFs protected the way brokers save offering memoranda: anyone may open them (the user password is empty)
 * and streams are encrypted with the standard security handler, RC4 128-bit (revision 3) or AES-256
 * (revision 6). A test reads one with pdf.js to show these files are what a real reader opens.
 */
export type Protection = "rc4-128" | "aes-256";

const PADDING = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");
const FILE_ID = Buffer.from("5f0c1e2d3c4b5a69788796a5b4c3d2e1", "hex");
const md5 = (...parts: Buffer[]) => crypto.createHash("md5").update(Buffer.concat(parts)).digest();
const hex = (bytes: Buffer) => `<${bytes.toString("hex")}>`;

type Security = { dictionary: string; encrypt: (data: Buffer, number: number) => Buffer };

function rc4Security(): Security {
  const owner = Buffer.alloc(32, 0x4f);
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-4);
  let key = md5(PADDING, owner, permissions, FILE_ID);
  for (let i = 0; i < 50; i++) key = md5(key);
  // Algorithm 5: what a reader checks the empty password against.
  let user = rc4(key, md5(PADDING, FILE_ID));
  for (let i = 1; i <= 19; i++) user = rc4(Buffer.from(key.map((byte) => byte ^ i)), user);
  return {
    dictionary: `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O ${hex(owner)} /U ${hex(Buffer.concat([user, Buffer.alloc(16)]))} >>`,
    encrypt: (data, number) =>
      rc4(md5(key, Buffer.from([number, number >> 8, number >> 16, 0, 0])).subarray(0, 16), data),
  };
}

function aesSecurity(): Security {
  const fileKey = Buffer.alloc(32, 0x6b);
  const validationSalt = Buffer.from("vsaltvsa");
  const keySalt = Buffer.from("ksaltksa");
  const wrap = crypto.createCipheriv("aes-256-cbc", hashR6(Buffer.alloc(0), keySalt), Buffer.alloc(16));
  const userKey = Buffer.concat([wrap.setAutoPadding(false).update(fileKey), wrap.final()]);
  const user = Buffer.concat([hashR6(Buffer.alloc(0), validationSalt), validationSalt, keySalt]);
  return {
    dictionary:
      `<< /Filter /Standard /V 5 /R 6 /Length 256 /P -4 /CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >>` +
      ` /StmF /StdCF /StrF /StdCF /O ${hex(Buffer.alloc(48, 0x4f))} /OE ${hex(Buffer.alloc(32, 0x4f))}` +
      ` /U ${hex(user)} /UE ${hex(userKey)} /Perms ${hex(Buffer.alloc(16))} >>`,
    encrypt: (data) => {
      const iv = Buffer.alloc(16, 0x11);
      const cipher = crypto.createCipheriv("aes-256-cbc", fileKey, iv);
      return Buffer.concat([iv, cipher.update(data), cipher.final()]);
    },
  };
}

const securityFor = (protection: Protection) => (protection === "rc4-128" ? rc4Security() : aesSecurity());
const trailer = (encryptNumber: number) => `/Encrypt ${encryptNumber} 0 R /ID [${hex(FILE_ID)} ${hex(FILE_ID)}] `;

/** One page of text, for pdf.js to read back: it reads only if the stream was encrypted as a reader expects. */
export function protectedTextPdf(protection: Protection, text: string): Buffer {
  const { dictionary, encrypt } = securityFor(protection);
  return handPdf(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> /Contents 4 0 R >>",
      stream("", encrypt(Buffer.from(`BT /F1 12 Tf 72 700 Td (${text}) Tj ET`), 4)),
      dictionary,
    ],
    trailer(5),
  );
}

/**
 * Pages of pictures whose page dictionaries are packed in one encrypted object stream (object 3; the pages
 * are numbered from 100), as Acrobat saves a protected scan.
 */
export function protectedPicturesPdf(protection: Protection, pages: PictureSize[][]): Buffer {
  const { dictionary, encrypt } = securityFor(protection);
  const objects: (string | Buffer)[] = ["<< /Type /Catalog /Pages 2 0 R >>", "", "", dictionary];
  const pageNumbers = pages.map((_, i) => 100 + i);
  const pageBodies = pages.map((sizes) => {
    const names = sizes.map((size) => {
      objects.push(
        stream(
          `/Type /XObject /Subtype /Image /Width ${size[0]} /Height ${size[1]} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
          encrypt(zlib.deflateSync(Buffer.alloc(64)), objects.length + 1),
        ),
      );
      return `/Im${objects.length} ${objects.length} 0 R`;
    });
    return `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << ${names.join(" ")} >> >> >>`;
  });
  objects[1] = `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  let offset = 0;
  const header = pageBodies.map((body, i) => {
    const pair = `${pageNumbers[i]} ${offset}`;
    offset += body.length + 1;
    return pair;
  });
  const head = `${header.join(" ")}\n`;
  const packed = encrypt(zlib.deflateSync(Buffer.from(head + pageBodies.join("\n"))), 3);
  objects[2] = stream(`/Type /ObjStm /N ${pages.length} /First ${head.length} /Filter /FlateDecode`, packed);
  return handPdf(objects, trailer(4));
}
