import crypto from "node:crypto";
import { isDict, isRef, isString, type PdfDict, type PdfValue } from "./pdf-syntax";

/**
 * How to decrypt a stream of a PDF protected only against editing or printing (an owner password, the empty
 * user password that lets anyone open it, as many brokers' offering memoranda are saved): the standard
 * security handler, ISO 32000-2 section 7.6.4, revisions 2 to 6. Its page dictionaries may sit in encrypted
 * object streams, which the page-pixel check must unpack like pdf.js does. Null when the file needs a
 * password to open (pdf.js then refuses it anyway) or uses another handler.
 */
export type StreamDecrypter = (data: Buffer, number: number, generation: number) => Buffer;

const PADDING = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");

const md5 = (...parts: Buffer[]) => crypto.createHash("md5").update(Buffer.concat(parts)).digest();
const bytesOf = (value: PdfValue | undefined) => (isString(value) ? value.bytes : Buffer.alloc(0));
const numberOf = (value: PdfValue | undefined, fallback: number) => (typeof value === "number" ? value : fallback);

export function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (s[i] ?? 0) + (key[i % key.length] ?? 0)) & 0xff;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + (s[i] ?? 0)) & 0xff;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
    out[n] = (data[n] ?? 0) ^ (s[((s[i] ?? 0) + (s[j] ?? 0)) & 0xff] ?? 0);
  }
  return out;
}

function aesDecrypt(key: Buffer, data: Buffer): Buffer {
  if (data.length < 32 || data.length % 16 !== 0) throw new Error("not an AES stream");
  const decipher = crypto.createDecipheriv(`aes-${key.length * 8}-cbc`, key, data.subarray(0, 16));
  return Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
}

/** Algorithm 2.B: the hash of revision 6, from the password (empty here) and the user key's salt. */
export function hashR6(password: Buffer, salt: Buffer): Buffer {
  let k = crypto
    .createHash("sha256")
    .update(Buffer.concat([password, salt]))
    .digest();
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => Buffer.concat([password, k])));
    const cipher = crypto.createCipheriv("aes-128-cbc", k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    const e = Buffer.concat([cipher.update(k1), cipher.final()]);
    const mod = e.subarray(0, 16).reduce((sum, byte) => sum + byte, 0) % 3;
    k = crypto
      .createHash(["sha256", "sha384", "sha512"][mod] ?? "sha256")
      .update(e)
      .digest();
    if (round >= 63 && (e[e.length - 1] ?? 0) <= round - 31) return k.subarray(0, 32);
  }
}

function aes256Key(encrypt: PdfDict, revision: number): Buffer {
  const user = bytesOf(encrypt.dict.get("/U"));
  const salt = user.subarray(40, 48);
  const key = revision >= 6 ? hashR6(Buffer.alloc(0), salt) : crypto.createHash("sha256").update(salt).digest();
  const decipher = crypto.createDecipheriv("aes-256-cbc", key, Buffer.alloc(16)).setAutoPadding(false);
  return Buffer.concat([decipher.update(bytesOf(encrypt.dict.get("/UE"))), decipher.final()]);
}

/** Algorithm 2: the file key of revisions 2 to 4 from the empty user password. */
function rc4EraKey(encrypt: PdfDict, revision: number, firstId: Buffer, length: number): Buffer {
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(numberOf(encrypt.dict.get("/P"), 0) | 0);
  const unencryptedMetadata = revision >= 4 && encrypt.dict.get("/EncryptMetadata") === "false";
  let key = md5(
    PADDING,
    bytesOf(encrypt.dict.get("/O")).subarray(0, 32),
    permissions,
    firstId,
    unencryptedMetadata ? Buffer.from([0xff, 0xff, 0xff, 0xff]) : Buffer.alloc(0),
  ).subarray(0, length);
  if (revision >= 3) for (let i = 0; i < 50; i++) key = md5(key).subarray(0, length);
  return key;
}

/** The crypt filter streams use: RC4 or AES, or none when the file leaves streams in the clear. */
function streamMethod(encrypt: PdfDict, version: number): "rc4" | "aes" | "none" | null {
  if (version < 4) return "rc4";
  const filterName = encrypt.dict.get("/StmF") ?? "/Identity";
  if (filterName === "/Identity") return "none";
  const filters = encrypt.dict.get("/CF");
  const filter = isDict(filters) && typeof filterName === "string" ? filters.dict.get(filterName) : undefined;
  const method = isDict(filter) ? filter.dict.get("/CFM") : undefined;
  if (method === "/V2") return "rc4";
  if (method === "/AESV2" || method === "/AESV3") return "aes";
  if (method === "/None") return "none";
  return null;
}

export function streamDecrypter(encrypt: PdfDict, firstId: Buffer): StreamDecrypter | null {
  if (encrypt.dict.get("/Filter") !== "/Standard" || isRef(encrypt.dict.get("/CF"))) return null;
  const version = numberOf(encrypt.dict.get("/V"), 0);
  const revision = numberOf(encrypt.dict.get("/R"), 0);
  const method = streamMethod(encrypt, version);
  if (method === null || revision < 2 || revision > 6) return null;
  if (method === "none") return (data) => data;
  if (revision >= 5) {
    const key = aes256Key(encrypt, revision);
    return (data) => aesDecrypt(key, data);
  }
  const length = revision === 2 ? 5 : Math.min(16, numberOf(encrypt.dict.get("/Length"), version >= 4 ? 128 : 40) / 8);
  const fileKey = rc4EraKey(encrypt, revision, firstId, length);
  return (data, number, generation) => {
    const suffix = Buffer.from([number, number >> 8, number >> 16, generation, generation >> 8].map((b) => b & 0xff));
    const salt = method === "aes" ? Buffer.from("sAlT", "latin1") : Buffer.alloc(0);
    const key = md5(fileKey, suffix, salt).subarray(0, Math.min(fileKey.length + 5, 16));
    return method === "aes" ? aesDecrypt(key, data) : rc4(key, data);
  };
}
