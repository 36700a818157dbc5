import { describe, expect, it } from "vitest";
import { FileRejectedError } from "../../src/extraction/errors";
import { checkPdfPagePixels, measurePdfPagePixels } from "../../src/extraction/pdf-page-pixels";
import { inheritedPicturesPdf, picturesPdf, type PictureSize } from "./hostile-files";
import { measure } from "./measure";
import { protectedPicturesPdf, protectedTextPdf } from "./encrypted-pdf";
import { readPdf } from "../../src/extraction/readers/pdf";

/**
 * Issue 15 item 2, the rest: pictures each under the per-picture limit, many on one page. The pictures are
 * declared, not drawn (a tiny Flate stream stands for each), so the check must refuse from the declared sizes
 * alone, in milliseconds, and let a real scanned document through.
 */
const six = (): PictureSize[] => Array.from({ length: 6 }, () => [6700, 6700]);
const SIX_ON_ONE_PAGE =
  /^scan\.pdf has 6 pictures on one page, 269 megapixels in all, more than the 75 megapixels read per page; export or scan it again at a lower resolution/;

async function check(bytes: Buffer) {
  const { value, ms } = await measure(() =>
    checkPdfPagePixels("scan.pdf", bytes).then(
      () => null,
      (e: unknown) => e,
    ),
  );
  return { error: value, ms };
}

describe("a PDF page whose pictures together are too many pixels is refused before pdf.js decodes them", () => {
  const hostile: [string, () => Promise<Buffer>][] = [
    ["with its page dictionaries packed in an object stream", () => picturesPdf([six()])],
    ["written as plain objects", () => picturesPdf([six()], { plain: true })],
    ["drawn through a form", () => picturesPdf([six()], { throughForm: true })],
  ];
  for (const [how, build] of hostile) {
    it(`six 6,700 x 6,700 pictures (45 megapixels each, 269 in all) on one page, ${how}`, async () => {
      const { error, ms } = await check(await build());
      console.info(`six pictures on one page, ${how}: refused in ${ms} ms`);
      expect(error).toBeInstanceOf(FileRejectedError);
      expect((error as FileRejectedError).reason).toBe("image_too_large");
      expect((error as FileRejectedError).message).toMatch(SIX_ON_ONE_PAGE);
      expect(ms).toBeLessThan(1_000);
    });
  }

  it("six such pictures whose names are spelt in hex escapes (/Sub#74ype /Im#61ge, as pdf.js reads them)", async () => {
    const plain = (await picturesPdf([six()], { plain: true })).toString("latin1");
    const escaped = plain.replaceAll("/Subtype /Image", "/Sub#74ype /Im#61ge").replaceAll("/Kids", "/Ki#64s");
    const { error } = await check(Buffer.from(escaped, "latin1"));
    expect((error as FileRejectedError).message).toMatch(SIX_ON_ONE_PAGE);
  });

  it("two 9,000 x 5,000 pictures (90 megapixels) in resources the page inherits from the page tree", async () => {
    const { error } = await check(inheritedPicturesPdf());
    expect((error as FileRejectedError).message).toMatch(/^scan\.pdf has 2 pictures on one page, 90 megapixels in all/);
  });

  it("counts the pictures it cannot place on a page (an object stream it cannot unpack) as one page's", async () => {
    const packed = (await picturesPdf([six()])).toString("latin1");
    expect(packed).toContain("/Filter /FlateDecode\n/Type /ObjStm");
    // The same length, so the file's cross-reference offsets still hold.
    const unreadable = Buffer.from(
      packed.replace("/Filter /FlateDecode\n/Type /ObjStm", "/Filter /LZWDecode  \n/Type /ObjStm"),
      "latin1",
    );
    const { error } = await check(unreadable);
    expect((error as FileRejectedError).message).toMatch(
      /^scan\.pdf holds pictures of 269 megapixels in all that may be drawn on one page, more than the 75 megapixels/,
    );
  });
});

describe("real documents' pictures pass", () => {
  it("a 30-page scanned offering memorandum at 300 dpi: 2,550 x 3,300 (8.4 megapixels) a page, 252 in all", async () => {
    const bytes = await picturesPdf(Array.from({ length: 30 }, () => [[2550, 3300] as PictureSize]));
    expect((await check(bytes)).error).toBeNull();
    const measured = await measurePdfPagePixels(bytes);
    expect(measured.total).toBe(30 * 2550 * 3300);
    expect(measured.pages.map((p) => p.pixels)).toEqual(Array(30).fill(2550 * 3300));
    expect(measured.unplaced).toBe(0);
  });

  it("the same six 45-megapixel pictures, one a page", async () => {
    expect((await check(await picturesPdf(six().map((size) => [size])))).error).toBeNull();
  });

  it("a page of eight 4,000 x 2,250 photos: 8 x 9 = 72 megapixels, within the 75", async () => {
    const photos = Array.from({ length: 8 }, () => [4000, 2250] as PictureSize);
    expect((await check(await picturesPdf([photos]))).error).toBeNull();
  });
});

describe("a PDF anyone may open but whose streams are encrypted (a protected offering memorandum)", () => {
  for (const protection of ["rc4-128", "aes-256"] as const) {
    it(`${protection}: pdf.js reads the test's protected file, so it is protected as real ones are`, async () => {
      const read = await readPdf("om.pdf", protectedTextPdf(protection, "Offering Memorandum"), null);
      expect(read.pages[0]?.text).toContain("Offering Memorandum");
    });

    it(`${protection}: six 45-megapixel pictures on a page packed in an encrypted object stream are refused`, async () => {
      const { error, ms } = await check(protectedPicturesPdf(protection, [six()]));
      expect((error as FileRejectedError).message).toMatch(SIX_ON_ONE_PAGE);
      expect(ms).toBeLessThan(1_000);
    });

    it(`${protection}: a protected 30-page scan at 300 dpi (252 megapixels in all) passes`, async () => {
      const bytes = protectedPicturesPdf(
        protection,
        Array.from({ length: 30 }, () => [[2550, 3300] as PictureSize]),
      );
      expect((await check(bytes)).error).toBeNull();
      expect((await measurePdfPagePixels(bytes)).unsure).toBe(false);
    });
  }
});
