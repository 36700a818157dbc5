import zlib from "node:zlib";

/**
 * One zip entry inflated as a stream in libuv's thread pool (the event loop keeps answering), counting the
 * bytes that actually come out and stopping once they pass `budget`; nothing is kept but counts. While the
 * bytes pass, an XML part's head is looked at for a document type declaration (entity expansion lives there)
 * and a worksheet's cells (`<c ` and `<c>` elements) are counted.
 */
export type Inflated = { bytes: number; overBudget: boolean; doctype: boolean; cells: number };
type Look = { xmlHead: boolean; countCells: boolean };

/** An XML declaration, comments and processing instructions may come before a DOCTYPE; 4 KB covers them. */
const HEAD_BYTES = 4096;
const CELL = /<c[ >]/g;

function observer(look: Look) {
  const result: Inflated = { bytes: 0, overBudget: false, doctype: false, cells: 0 };
  let head = "";
  // The last bytes of the previous chunk, so a cell tag split across two chunks is still counted once.
  let carry = "";
  return {
    result,
    see(chunk: Buffer) {
      result.bytes += chunk.length;
      if (look.xmlHead && head.length < HEAD_BYTES) {
        head += chunk.toString("latin1", 0, Math.min(chunk.length, HEAD_BYTES - head.length));
        if (/<!DOCTYPE|<!ENTITY/i.test(head)) result.doctype = true;
      }
      if (look.countCells) {
        const text = carry + chunk.toString("latin1");
        result.cells += text.match(CELL)?.length ?? 0;
        carry = text.slice(-2);
      }
    },
  };
}

export function inflateCounted(
  data: Buffer,
  method: "stored" | "deflate",
  budget: number,
  look: Look,
): Promise<Inflated> {
  const seen = observer(look);
  if (method === "stored") {
    seen.see(data);
    seen.result.overBudget = data.length > budget;
    return Promise.resolve(seen.result);
  }
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflateRaw();
    inflate.on("data", (chunk: Buffer) => {
      seen.see(chunk);
      if (seen.result.bytes > budget) {
        seen.result.overBudget = true;
        inflate.destroy();
        resolve(seen.result);
      }
    });
    inflate.on("error", reject);
    inflate.on("end", () => resolve(seen.result));
    inflate.end(data);
  });
}
