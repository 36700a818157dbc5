import { FileRejectedError } from "./errors";
import { MAX_PDF_PAGE_IMAGE_PIXELS } from "./limits";
import { indexPdfObjects, type PdfObjects } from "./pdf-objects";
import { isDict, isRef, parsePdfValue, type PdfDict, type PdfRef, type PdfValue } from "./pdf-syntax";

/**
 * The pictures each page of a PDF draws, summed from their declared sizes before pdf.js decodes anything.
 * pdf.js keeps every decoded picture of a page until the page is cleaned up, so six pictures each under the
 * per-image limit (pdf-image-check.ts) still cost gigabytes on one page (issue 15: six 6,700 x 6,700 took
 * 91 s and 1.8 GB). A page's pictures are found along the paths pdf.js draws them from (its resources,
 * inherited or its own, forms, patterns, Type 3 fonts, soft masks and annotation appearances), never by
 * what an object calls itself, so a file cannot hide a picture from its page by mislabelling an object.
 * When some objects could not be found (an object stream in a filter this does not unpack, or encrypted
 * with a password), the pictures not placed on a page are counted as if they were all on one page.
 */
/**
 * Values the walk over pages may put on its stacks, in all. A scanned page pushes about five (its picture, a
 * font of its text layer), a designed page about thirty, and pages sharing resources are walked once, so a
 * real document stays in the hundreds or low thousands. At about 10 microseconds a value, a hostile file of
 * endless cross-references stops within a quarter of a second, and is counted as unsure.
 */
const MAX_VISITS = 25_000;
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

/** An object's /Subtype, which pdf.js follows through a reference like any other value. */
function subtypeOf(object: PdfDict, resolve: Definitions): PdfValue {
  const value = object.dict.get("/Subtype") ?? null;
  return isRef(value) ? (resolve(value.ref).find((v) => typeof v === "string") ?? null) : value;
}

function numberOf(value: PdfValue | undefined, resolve: Definitions): number {
  const values = isRef(value) ? resolve(value.ref) : [value];
  return Math.max(0, ...values.map((v) => (typeof v === "number" ? v : 0)));
}

/**
 * The pictures reachable from one page, by object number, walked without recursion. Every value put on the
 * walk's stacks spends the budget, shared by all pages, so a file of endless cross-references stops early
 * (and is then counted as unsure).
 */
function picturesOfPage(page: PdfDict, resolve: Definitions, budget: { visits: number }): Set<number> {
  const pictures = new Set<number>();
  const seen = new Set<number>();
  const resources: PdfValue[] = [];
  const drawn: PdfValue[] = [];
  const onto = (stack: PdfValue[], values: Iterable<PdfValue | undefined>) => {
    for (const value of values) {
      if (budget.visits <= 0) return;
      if (value === undefined) continue;
      budget.visits--;
      stack.push(value);
    }
  };
  /** A referenced object walked once per page, whichever way it is reached. */
  const firstTime = (value: PdfValue): boolean => !isRef(value) || (!seen.has(value.ref) && !!seen.add(value.ref));
  onto(resources, inherited(page, resolve, "/Resources"));
  for (const entry of arrayOf(page.dict.get("/Annots"), resolve))
    for (const annotation of dictsOf(entry, resolve))
      for (const appearance of dictsOf(annotation.dict.get("/AP"), resolve))
        for (const state of appearance.dict.values()) {
          onto(drawn, [state]);
          // A state is a form (it has a bounding box) or a dictionary of forms by appearance name.
          for (const nested of dictsOf(state, resolve))
            if (!nested.dict.has("/BBox")) onto(drawn, nested.dict.values());
        }
  while (resources.length > 0 || drawn.length > 0) {
    const next = drawn.pop();
    if (next !== undefined) {
      if (!isRef(next) || !firstTime(next)) continue;
      for (const object of dictsOf(next, resolve)) {
        if (subtypeOf(object, resolve) === "/Image") {
          pictures.add(next.ref);
          onto(drawn, [object.dict.get("/SMask"), object.dict.get("/Mask")]);
        } else onto(resources, [object.dict.get("/Resources")]);
      }
      continue;
    }
    const resource = resources.pop() ?? null;
    if (!firstTime(resource)) continue;
    for (const dict of dictsOf(resource, resolve)) {
      for (const xobject of dictsOf(dict.dict.get("/XObject"), resolve)) onto(drawn, xobject.dict.values());
      for (const key of ["/Pattern", "/Font", "/ExtGState"])
        for (const group of dictsOf(dict.dict.get(key), resolve))
          for (const item of group.dict.values()) {
            if (!firstTime(item)) continue;
            for (const entry of dictsOf(item, resolve)) {
              onto(resources, [entry.dict.get("/Resources")]);
              for (const mask of dictsOf(entry.dict.get("/SMask"), resolve)) onto(drawn, [mask.dict.get("/G")]);
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

/**
 * A page attribute given on the page or, when it is not, on the nearest page-tree node above it; every
 * definition of a node is followed, as the file may define one twice.
 */
function inherited(page: PdfDict, resolve: Definitions, key: string): PdfValue[] {
  const found: PdfValue[] = [];
  const visited = new Set<number>();
  let level: PdfDict[] = [page];
  for (let depth = 0; level.length > 0 && depth < 32; depth++) {
    const above: PdfDict[] = [];
    for (const node of level) {
      const value = node.dict.get(key);
      const parent = node.dict.get("/Parent");
      if (value !== undefined) found.push(value);
      else if (isRef(parent) && !visited.has(parent.ref)) {
        visited.add(parent.ref);
        above.push(...dictsOf(parent, resolve));
      }
    }
    level = above;
  }
  return found;
}

/** Every leaf of a page tree (and every object that says it is a page): more than pdf.js reads, never fewer. */
function pagesOf(objects: PdfObjects, resolve: Definitions): PdfDict[] {
  const pages = new Set<number>();
  for (const [number, bodies] of objects.bodies) {
    if (!bodies.some((body) => /\/Type\s*\/Page\b|\/Kids\b|#/.test(body))) continue;
    for (const object of resolve(number).filter(isDict)) {
      if (object.dict.get("/Type") === "/Page") pages.add(number);
      for (const kid of arrayOf(object.dict.get("/Kids"), resolve)) if (isRef(kid)) pages.add(kid.ref);
    }
  }
  return [...pages].flatMap((number) => resolve(number).filter(isDict)).filter((page) => !page.dict.has("/Kids"));
}

function imagePixels(objects: PdfObjects, resolve: Definitions): Map<number, number> {
  const pixels = new Map<number, number>();
  for (const [number, bodies] of objects.bodies) {
    // A picture's dictionary names its subtype, perhaps in hex escapes: others are never parsed here.
    if (!bodies.some((body) => /\/Subtype|#/.test(body))) continue;
    for (const image of resolve(number).filter(isDict)) {
      if (subtypeOf(image, resolve) !== "/Image") continue;
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
  // Pages that share their resources (most of a long document's) share their pictures: walked once.
  const shared = new Map<string, number[]>();
  const pages = pagesOf(objects, resolve).map((page) => {
    const resources = inherited(page, resolve, "/Resources");
    const key =
      !page.dict.has("/Annots") && resources.every(isRef) ? resources.map((r) => (r as PdfRef).ref).join(" ") : null;
    const pictures =
      (key === null ? undefined : shared.get(key)) ??
      [...picturesOfPage(page, resolve, budget)].filter((n) => pixels.has(n));
    if (key !== null) shared.set(key, pictures);
    for (const n of pictures) placed.add(n);
    return { pixels: sum(pictures.map((n) => pixels.get(n) ?? 0)), pictures: pictures.length };
  });
  const unplaced = total - sum([...placed].map((n) => pixels.get(n) ?? 0));
  return { total, pages, unplaced, unsure: !objects.complete || missing.size > 0 || budget.visits <= 0 };
}

export async function checkPdfPagePixels(fileName: string, bytes: Buffer): Promise<void> {
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
