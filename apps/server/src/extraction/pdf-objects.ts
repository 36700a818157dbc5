import { promisify } from "node:util";
import zlib from "node:zlib";
import { streamDecrypter, type StreamDecrypter } from "./pdf-decrypt";
import { isDict, isRef, isString, parsePdfValue, parsePdfValueAt, type PdfDict, type PdfValue } from "./pdf-syntax";

/**
 * A PDF's objects found in its bytes without pdf.js: every "N G obj" written as text, and the objects packed
 * in Flate object streams, each with the text of its dictionary (a stream's data is left out). Every
 * definition of a number is kept, not only the last one: a file saved incrementally redefines objects, and a
 * hostile one can fake an object inside another's data; a check that follows all of them cannot be steered
 * away from the one pdf.js reads. Object streams are decrypted when the file opens without a password.
 * `complete` is false when an object stream could not be unpacked or a dictionary ran past the cut, so the
 * caller knows some objects may be missing.
 */
export type PdfObjects = { bodies: Map<number, string[]>; complete: boolean };

const OBJECT_HEADER = /(\d{1,10})\s+(\d{1,5})\s+obj\b/g;
/**
 * An object's text runs from its header to the next header; a dictionary not ended within this (no page,
 * image or resource dictionary is that long) leaves the file not fully seen.
 */
const MAX_BODY_CHARS = 256 * 1024;
/** Object streams of a real 10 MB file unpack to a few MB; past this the file is treated as not fully seen. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
const inflate = promisify(zlib.inflate);

type ObjectStream = { number: number; generation: number; dict: PdfDict; dataAt: number };

function add(bodies: Map<number, string[]>, number: number, body: string): void {
  const known = bodies.get(number);
  if (known) known.push(body);
  else bodies.set(number, [body]);
}

export async function indexPdfObjects(bytes: Buffer): Promise<PdfObjects> {
  const text = bytes.toString("latin1");
  const bodies = new Map<number, string[]>();
  const streams: ObjectStream[] = [];
  let complete = true;
  const headers = [...text.matchAll(OBJECT_HEADER)];
  headers.forEach((header, i) => {
    const from = header.index + header[0].length;
    const body = text.slice(from, Math.min(headers[i + 1]?.index ?? text.length, from + MAX_BODY_CHARS));
    add(bodies, Number(header[1]), body);
    // Only a long object is parsed here, to learn whether its dictionary ended within the cut.
    if (body.length === MAX_BODY_CHARS && parsePdfValueAt(body).end === null) complete = false;
    // An object stream is known by its /N and /First (pdf.js reads one wherever the cross-reference points),
    // whose names may be spelt in hex escapes.
    if (!/\/First|#/.test(body)) return;
    const { value, end } = parsePdfValueAt(body);
    if (!isDict(value) || !value.dict.has("/N") || !value.dict.has("/First")) return;
    const data = end === null ? null : /^\s*stream(\r\n|\n|\r)/.exec(body.slice(end, end + 64));
    if (end !== null && data)
      streams.push({
        number: Number(header[1]),
        generation: Number(header[2]),
        dict: value,
        dataAt: from + end + data[0].length,
      });
    else complete = false;
  });
  const decrypt = decrypterOf(text, bodies);
  let unpacked = 0;
  for (const stream of streams) {
    const packed =
      decrypt === null
        ? null
        : await unpackObjectStream(bytes, text, stream, bodies, decrypt, MAX_UNPACKED_BYTES - unpacked);
    const objects = packed === null ? null : objectsIn(packed, stream.dict);
    if (packed === null || objects === null) {
      complete = false;
      continue;
    }
    unpacked += packed.length;
    for (const [number, objectBody] of objects) add(bodies, number, objectBody);
  }
  return { bodies, complete };
}

const directNumber = (value: PdfValue | undefined, bodies: Map<number, string[]>): number | null => {
  const resolved = isRef(value) ? parsePdfValue(bodies.get(value.ref)?.at(-1) ?? "") : value;
  return typeof resolved === "number" && Number.isInteger(resolved) && resolved >= 0 ? resolved : null;
};

/**
 * How the file's streams are decrypted: as they are when it is not encrypted, null when it is and its
 * objects streams cannot be read without a password. The trailer (or cross-reference stream) names the
 * encryption dictionary, which is never itself packed or encrypted.
 */
function decrypterOf(text: string, bodies: Map<number, string[]>): StreamDecrypter | null {
  const named = [...text.matchAll(/\/Encrypt\b/g)].at(-1);
  if (!named) return (data) => data;
  const reference = parsePdfValue(text.slice(named.index + 8, named.index + 64));
  const encrypt = isRef(reference) ? parsePdfValue(bodies.get(reference.ref)?.at(-1) ?? "") : null;
  const id = [...text.matchAll(/\/ID\s*\[/g)].at(-1);
  const ids = id ? parsePdfValue(text.slice(id.index + 3, id.index + 600)) : null;
  const firstId = Array.isArray(ids) && isString(ids[0]) ? ids[0].bytes : Buffer.alloc(0);
  try {
    return isDict(encrypt) ? streamDecrypter(encrypt, firstId) : null;
  } catch {
    return null;
  }
}

/** An object stream's data, decrypted and inflated (only Flate without a predictor is read, as writers use). */
async function unpackObjectStream(
  bytes: Buffer,
  text: string,
  stream: ObjectStream,
  bodies: Map<number, string[]>,
  decrypt: StreamDecrypter,
  budget: number,
): Promise<string | null> {
  const filter = stream.dict.dict.get("/Filter");
  const flate =
    filter === "/FlateDecode" || (Array.isArray(filter) && filter.length === 1 && filter[0] === "/FlateDecode");
  if (!flate || stream.dict.dict.has("/DecodeParms") || budget <= 0) return null;
  const length = directNumber(stream.dict.dict.get("/Length"), bodies);
  const endstream = text.indexOf("endstream", stream.dataAt);
  const end = length !== null ? stream.dataAt + length : endstream < 0 ? bytes.length : endstream;
  try {
    const data = decrypt(bytes.subarray(stream.dataAt, Math.min(end, bytes.length)), stream.number, stream.generation);
    const unpacked = await inflate(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: budget });
    return unpacked.toString("latin1");
  } catch {
    return null;
  }
}

/**
 * The objects of an unpacked object stream: /N pairs of "number offset", then the objects from /First, in
 * increasing order (null when they are not, or the stream is cut short: its objects are then not all seen).
 */
function objectsIn(packed: string, dict: PdfDict): [number, string][] | null {
  const count = typeof dict.dict.get("/N") === "number" ? (dict.dict.get("/N") as number) : -1;
  const first = typeof dict.dict.get("/First") === "number" ? (dict.dict.get("/First") as number) : -1;
  if (count < 0 || first < 0 || first > packed.length) return null;
  const pairs = packed
    .slice(0, first)
    .trim()
    .split(/\s+/)
    .map(Number)
    .slice(0, 2 * count);
  if (pairs.length < 2 * count || pairs.some((n) => !Number.isInteger(n))) return null;
  const objects: [number, string][] = [];
  for (let i = 0; i < count; i++) {
    const at = first + (pairs[2 * i + 1] ?? 0);
    const next = i + 1 < count ? first + (pairs[2 * i + 3] ?? 0) : packed.length;
    if (next < at || next > packed.length || next - at > MAX_BODY_CHARS) return null;
    objects.push([pairs[2 * i] ?? 0, packed.slice(at, next)]);
  }
  return objects;
}
