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

const OBJECT_HEADER = /(\d{1,10})\s+\d{1,5}\s+obj\b/g;
/** A dictionary past this is no page, image or resource dictionary; reading stops there. */
const MAX_BODY_CHARS = 64 * 1024;
/** Object streams of a real 10 MB file unpack to a few MB; past this the file is treated as not fully seen. */
const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
const inflate = promisify(zlib.inflate);

function add(bodies: Map<number, string[]>, number: number, body: string): void {
  const known = bodies.get(number);
  if (known) known.push(body);
  else bodies.set(number, [body]);
}

/** Where a dictionary's text ends: at its stream's data, its "endobj", or the next object, whichever is first. */
function bodyEnd(text: string, from: number, nextObject: number): number {
  const limit = Math.min(nextObject, from + MAX_BODY_CHARS, text.length);
  const window = text.slice(from, limit);
  const ends = [window.indexOf("endobj"), window.search(/\bstream\b/)].filter((at) => at >= 0);
  return from + (ends.length > 0 ? Math.min(...ends) : window.length);
}

export async function indexPdfObjects(bytes: Buffer): Promise<PdfObjects> {
  const text = bytes.toString("latin1");
  const bodies = new Map<number, string[]>();
  const headers = [...text.matchAll(OBJECT_HEADER)];
  const streams: { body: string; dataAt: number }[] = [];
  headers.forEach((header, i) => {
    const from = header.index + header[0].length;
    const end = bodyEnd(text, from, headers[i + 1]?.index ?? text.length);
    const body = text.slice(from, end);
    add(bodies, Number(header[1]), body);
    if (/\/Type\s*\/ObjStm\b/.test(body) && text.startsWith("stream", end)) streams.push({ body, dataAt: end + 6 });
  });
  let complete = true;
  let unpacked = 0;
  for (const { body, dataAt } of streams) {
    const packed = await unpackObjectStream(bytes, text, body, dataAt, MAX_UNPACKED_BYTES - unpacked);
    if (!packed) {
      complete = false;
      continue;
    }
    unpacked += packed.length;
    for (const [number, objectBody] of objectsIn(packed, body)) add(bodies, number, objectBody);
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

/** The objects of an unpacked object stream: /N pairs of "number offset" and then the objects from /First. */
function objectsIn(packed: string, dictionary: string): [number, string][] {
  const count = Number(/\/N\s+(\d{1,10})/.exec(dictionary)?.[1] ?? 0);
  const first = Number(/\/First\s+(\d{1,10})/.exec(dictionary)?.[1] ?? 0);
  const pairs = packed.slice(0, first).trim().split(/\s+/).map(Number);
  const objects: [number, string][] = [];
  for (let i = 0; i < count && 2 * i + 1 < pairs.length; i++) {
    const number = pairs[2 * i] ?? 0;
    const at = first + (pairs[2 * i + 1] ?? 0);
    const next = 2 * i + 3 < pairs.length ? first + (pairs[2 * i + 3] ?? 0) : packed.length;
    objects.push([number, packed.slice(at, Math.min(Math.max(at, next), at + MAX_BODY_CHARS))]);
  }
  return objects;
}
