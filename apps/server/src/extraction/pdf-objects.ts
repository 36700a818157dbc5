import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * A PDF's objects found in its bytes without pdf.js: every "N G obj" written as text, and the objects packed
 * in Flate object streams, each with the text of its dictionary (a stream's data is left out). Every
 * definition of a number is kept, not only the last one: a file saved incrementally redefines objects, and a
 * hostile one can fake an object inside another's data; a check that follows all of them cannot be steered
 * away from the one pdf.js reads. `complete` is false when an object stream could not be unpacked, so the
 * caller knows some objects may be missing.
 */
export type PdfObjects = { bodies: Map<number, string[]>; complete: boolean };

const OBJECT_BOUNDARY = /(\d{1,10})\s+\d{1,5}\s+obj\b|\bendobj\b|\bstream\b/g;
/** A dictionary past this is no page, image or resource dictionary: reading stops, and the file is not fully seen. */
const MAX_BODY_CHARS = 256 * 1024;
/** Object streams of a real 10 MB file unpack to a few MB; past this the file is treated as not fully seen. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
const inflate = promisify(zlib.inflate);

function add(bodies: Map<number, string[]>, number: number, body: string): void {
  const known = bodies.get(number);
  if (known) known.push(body);
  else bodies.set(number, [body]);
}

export async function indexPdfObjects(bytes: Buffer): Promise<PdfObjects> {
  const text = bytes.toString("latin1");
  const bodies = new Map<number, string[]>();
  const streams: { body: string; dataAt: number }[] = [];
  let complete = true;
  // One pass over the headers and the words that end a dictionary, so a file of a million objects is still
  // read in one sweep: an object's dictionary runs from its header to the next of these.
  let open: { number: number; from: number } | null = null;
  const close = (at: number, word: string) => {
    if (!open) return;
    const cut = at - open.from > MAX_BODY_CHARS;
    if (cut) complete = false;
    const body = text.slice(open.from, cut ? open.from + MAX_BODY_CHARS : at);
    add(bodies, open.number, body);
    if (!cut && word === "stream" && /\/Type\s*\/ObjStm\b/.test(body)) streams.push({ body, dataAt: at + 6 });
    open = null;
  };
  for (const match of text.matchAll(OBJECT_BOUNDARY)) {
    close(match.index, match[0]);
    if (match[1]) open = { number: Number(match[1]), from: match.index + match[0].length };
  }
  close(text.length, "");
  let unpacked = 0;
  for (const { body, dataAt } of streams) {
    const packed = await unpackObjectStream(bytes, text, body, dataAt, MAX_UNPACKED_BYTES - unpacked);
    const objects = packed === null ? null : objectsIn(packed, body);
    if (packed === null || objects === null) {
      complete = false;
      continue;
    }
    unpacked += packed.length;
    for (const [number, objectBody] of objects) add(bodies, number, objectBody);
  }
  return { bodies, complete };
}

/** An object stream's data, inflated (only Flate without a predictor is read, which is what writers use). */
async function unpackObjectStream(
  bytes: Buffer,
  text: string,
  body: string,
  dataAt: number,
  budget: number,
): Promise<string | null> {
  if (!/\/Filter\s*\[?\s*\/FlateDecode\s*\]?/.test(body) || /\/DecodeParms/.test(body) || budget <= 0) return null;
  const start = text.startsWith("\r\n", dataAt) ? dataAt + 2 : dataAt + 1;
  const length = /\/Length\s+(\d{1,10})(?![\d.]|\s+\d+\s+R)/.exec(body)?.[1];
  const endstream = text.indexOf("endstream", start);
  const end = length ? start + Number(length) : endstream < 0 ? bytes.length : endstream;
  try {
    const data = await inflate(bytes.subarray(start, Math.min(end, bytes.length)), {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      maxOutputLength: budget,
    });
    return data.toString("latin1");
  } catch {
    return null;
  }
}

/**
 * The objects of an unpacked object stream: /N pairs of "number offset", then the objects from /First, in
 * increasing order (null when they are not, or the stream is cut short: its objects are then not all seen).
 */
function objectsIn(packed: string, dictionary: string): [number, string][] | null {
  const count = Number(/\/N\s+(\d{1,10})(?![\d.]|\s+\d+\s+R)/.exec(dictionary)?.[1] ?? -1);
  const first = Number(/\/First\s+(\d{1,10})(?![\d.]|\s+\d+\s+R)/.exec(dictionary)?.[1] ?? -1);
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
