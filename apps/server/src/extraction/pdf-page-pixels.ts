import { FileRejectedError } from "./errors";
import { MAX_PDF_PAGE_IMAGE_PIXELS } from "./limits";
import { indexPdfObjects, type PdfObjects } from "./pdf-objects";
import { isDict, isRef, parsePdfValue, type PdfDict, type PdfValue } from "./pdf-syntax";

/**
 * The pictures each page of a PDF draws, summed from their declared sizes before pdf.js decodes anything.
 * pdf.js keeps every decoded picture of a page until the page is cleaned up, so six pictures each under the
 * per-image limit (pdf-image-check.ts) still cost gigabytes on one page (issue 15: six 6,700 x 6,700 took
 * 91 s and 1.8 GB). A page's pictures are found along the paths pdf.js draws them from (its resources,
 * inherited or its own, forms, patterns, Type 3 fonts, soft masks and annotation appearances), never by
 * what an object calls itself, so a file cannot hide a picture from its page by mislabelling an object.
 * When some objects could not be found (an object stream in a filter this does not unpack), the pictures
 * not placed on a page are counted as if they were all on one page.
 */
const MAX_VISITS = 500_000;
const MP = 1_000_000;

type Definitions = (number: number) => PdfValue[];

function definitionsOf(objects: PdfObjects): { resolve: Definitions; missing: Set<number> } {
  const parsed = new Map<number, PdfValue[]>();
  const missing = new Set<number>();
  const resolve = (number: number) => {
    let values = parsed.get(number);
    if (!values) {
      const bodies = objects.bodies.get(number);
      if (!bodies) missing.add(number);
      values = (bodies ?? []).map(parsePdfValue);
      parsed.set(number, values);
    }
    return values;
  };
  return { resolve, missing };
}

const dictsOf = (value: PdfValue | undefined, resolve: Definitions): PdfDict[] =>
  (isRef(value) ? resolve(value.ref) : [value ?? null]).filter(isDict);

function numberOf(value: PdfValue | undefined, resolve: Definitions): number {
  const values = isRef(value) ? resolve(value.ref) : [value];
  return Math.max(0, ...values.map((v) => (typeof v === "number" ? v : 0)));
}

/** The pictures reachable from one page, by object number, walked without recursion. */
function picturesOfPage(page: PdfDict, resolve: Definitions, budget: { visits: number }): Set<number> {
  const pictures = new Set<number>();
  const seen = new Set<number>();
  const resources: PdfValue[] = [inherited(page, resolve, "/Resources")];
  const drawn: PdfValue[] = [];
  for (const entry of arrayOf(page.dict.get("/Annots"), resolve))
    for (const annotation of dictsOf(entry, resolve))
      for (const appearance of dictsOf(annotation.dict.get("/AP"), resolve))
        for (const state of appearance.dict.values()) {
          drawn.push(state);
          // A state is a form (it has a bounding box) or a dictionary of forms by appearance name.
          for (const nested of dictsOf(state, resolve))
            if (!nested.dict.has("/BBox")) drawn.push(...nested.dict.values());
        }
  while ((resources.length > 0 || drawn.length > 0) && budget.visits-- > 0) {
    const next = drawn.pop();
    if (next !== undefined) {
      if (!isRef(next) || seen.has(next.ref)) continue;
      seen.add(next.ref);
      for (const object of dictsOf(next, resolve)) {
        const subtype = object.dict.get("/Subtype");
        if (subtype === "/Image") {
          pictures.add(next.ref);
          drawn.push(object.dict.get("/SMask") ?? null, object.dict.get("/Mask") ?? null);
        } else resources.push(object.dict.get("/Resources") ?? null);
      }
      continue;
    }
    for (const dict of dictsOf(resources.pop(), resolve)) {
      for (const xobject of dictsOf(dict.dict.get("/XObject"), resolve)) drawn.push(...xobject.dict.values());
      for (const key of ["/Pattern", "/Font", "/ExtGState"])
        for (const group of dictsOf(dict.dict.get(key), resolve))
          for (const item of group.dict.values()) {
            if (isRef(item) && seen.has(item.ref)) continue;
            if (isRef(item)) seen.add(item.ref);
            for (const entry of dictsOf(item, resolve)) {
              resources.push(entry.dict.get("/Resources") ?? null);
              for (const mask of dictsOf(entry.dict.get("/SMask"), resolve)) drawn.push(mask.dict.get("/G") ?? null);
            }
          }
    }
  }
  return pictures;
}

function arrayOf(value: PdfValue | undefined, resolve: Definitions): PdfValue[] {
  const values = isRef(value) ? resolve(value.ref) : [value ?? null];
  return values.flatMap((v) => (Array.isArray(v) ? v : []));
}

/** A page attribute given on the page or, when it is not, on the nearest page-tree node above it. */
function inherited(page: PdfDict, resolve: Definitions, key: string): PdfValue {
  let node: PdfDict | undefined = page;
  for (let level = 0; node && level < 32; level++) {
    const value = node.dict.get(key);
    if (value !== undefined) return value;
    node = dictsOf(node.dict.get("/Parent"), resolve)[0];
  }
  return null;
}

/** Every leaf of a page tree (and every object that says it is a page): more than pdf.js reads, never fewer. */
function pagesOf(objects: PdfObjects, resolve: Definitions): PdfDict[] {
  const pages = new Set<number>();
  for (const number of objects.bodies.keys())
    for (const object of resolve(number).filter(isDict)) {
      if (object.dict.get("/Type") === "/Page") pages.add(number);
      for (const kid of arrayOf(object.dict.get("/Kids"), resolve)) if (isRef(kid)) pages.add(kid.ref);
    }
  return [...pages].flatMap((number) => resolve(number).filter(isDict)).filter((page) => !page.dict.has("/Kids"));
}

function imagePixels(objects: PdfObjects, resolve: Definitions): Map<number, number> {
  const pixels = new Map<number, number>();
  for (const [number, bodies] of objects.bodies) {
    if (!bodies.some((body) => /\/Subtype\s*\/Image\b/.test(body))) continue;
    for (const image of resolve(number).filter(isDict)) {
      if (image.dict.get("/Subtype") !== "/Image") continue;
      const size = numberOf(image.dict.get("/Width"), resolve) * numberOf(image.dict.get("/Height"), resolve);
      pixels.set(number, Math.max(pixels.get(number) ?? 0, size));
    }
  }
  return pixels;
}

const sum = (numbers: Iterable<number>) => [...numbers].reduce((a, b) => a + b, 0);
const megapixels = (pixels: number) => Math.round(pixels / MP).toLocaleString("en-US");
const whatToDo = `more than the ${MAX_PDF_PAGE_IMAGE_PIXELS / MP} megapixels read per page; export or scan it again at a lower resolution (300 dpi is plenty).`;

/** Declared picture pixels: each page's (with its pictures' count), those placed on no page, and whether that is sure. */
export type PagePixels = {
  total: number;
  pages: { pixels: number; pictures: number }[];
  unplaced: number;
  unsure: boolean;
};

export async function measurePdfPagePixels(bytes: Buffer, skipBelow = MAX_PDF_PAGE_IMAGE_PIXELS): Promise<PagePixels> {
  const objects = await indexPdfObjects(bytes);
  const { resolve, missing } = definitionsOf(objects);
  const pixels = imagePixels(objects, resolve);
  const total = sum(pixels.values());
  // Pictures that fit on one page all together fit on any page: nothing to place.
  if (total <= skipBelow) return { total, pages: [], unplaced: 0, unsure: false };
  const budget = { visits: MAX_VISITS };
  const placed = new Set<number>();
  const pages = pagesOf(objects, resolve).map((page) => {
    const pictures = [...picturesOfPage(page, resolve, budget)].filter((n) => pixels.has(n));
    for (const n of pictures) placed.add(n);
    return { pixels: sum(pictures.map((n) => pixels.get(n) ?? 0)), pictures: pictures.length };
  });
  const unplaced = total - sum([...placed].map((n) => pixels.get(n) ?? 0));
  return { total, pages, unplaced, unsure: !objects.complete || missing.size > 0 || budget.visits <= 0 };
}

export async function checkPdfPagePixels(fileName: string, bytes: Buffer): Promise<void> {
  if (!/\/Subtype\s*\/Image\b/.test(bytes.toString("latin1"))) return;
  const { pages, unplaced, unsure } = await measurePdfPagePixels(bytes);
  const fullest = pages.reduce((a, b) => (b.pixels > a.pixels ? b : a), { pixels: 0, pictures: 0 });
  if (fullest.pixels > MAX_PDF_PAGE_IMAGE_PIXELS) {
    const { pictures } = fullest;
    throw new FileRejectedError(
      "image_too_large",
      `${fileName} has ${pictures === 1 ? "a picture of" : `${pictures} pictures on one page,`} ${megapixels(fullest.pixels)} megapixels${pictures === 1 ? "" : " in all"}, ${whatToDo}`,
    );
  }
  if (unsure && unplaced > MAX_PDF_PAGE_IMAGE_PIXELS)
    throw new FileRejectedError(
      "image_too_large",
      `${fileName} holds pictures of ${megapixels(unplaced)} megapixels in all that may be drawn on one page, ${whatToDo}`,
    );
}
