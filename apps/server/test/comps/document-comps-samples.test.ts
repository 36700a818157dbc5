import fs from "node:fs";
import path from "node:path";
import type { Comp } from "@plexwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentComps } from "../../src/analysis/comps/document-comps";
import { extractFiles } from "../../src/extraction/extract-files";
import { ExtractionPool } from "../../src/extraction/worker-pool";

/**
 * The comps printed in the real sample documents (../shared/sample-docs, never copied into the repository), read
 * through the extraction pipeline exactly as a user's upload is. Skipped, with a note, where the folder is absent.
 */
const SAMPLES = path.resolve(import.meta.dirname, "../../../../../shared/sample-docs");
const present = fs.existsSync(path.join(SAMPLES, "chadron-rent-comps.pdf"));
if (!present)
  console.warn(`Sample-document comps tests skipped: ${SAMPLES} is absent (the documents are not in the repository).`);

const NAMES = [
  "chadron-rent-comps.pdf",
  "lund-pointe-om.pdf",
  "vincent-village-rent-roll.pdf",
  "broad-st-setup-sheet.pdf",
  "heights-north-t12.xlsx",
  "industrial-flyer-not-multifamily.pdf",
];

describe.skipIf(!present)("rent comparables in the sample documents", () => {
  const fullExtracts = new Map<string, string>();
  beforeAll(async () => {
    const pool = new ExtractionPool({ size: 1 });
    try {
      for (const name of NAMES) {
        const result = await extractFiles(
          [{ fileName: name, mimeType: "", bytes: fs.readFileSync(path.join(SAMPLES, name)) }],
          { pool },
        );
        fullExtracts.set(name, result.fullExtract);
      }
    } finally {
      await pool.close();
    }
  }, 120_000);
  afterAll(() => fullExtracts.clear());

  const comps = (name: string, subjectAddress?: string) => documentComps(fullExtracts.get(name)!, { subjectAddress });
  const count = (list: Comp[], beds: number) => list.filter((c) => c.beds === beds).length;

  describe("Chadron OM rent comps: seven buildings in side-by-side columns over four pages", () => {
    it("finds the 31 comps of the six comparable buildings: 15 one-bed, 12 two-bed, 4 three-bed", () => {
      const found = comps("chadron-rent-comps.pdf");
      expect(found).toHaveLength(31);
      expect([count(found, 1), count(found, 2), count(found, 3)]).toEqual([15, 12, 4]);
      expect(
        found.every((c) => c.source === "document" && /^p\. [2-4] of chadron-rent-comps\.pdf/.test(c.note ?? "")),
      ).toBe(true);
    });

    it("leaves out the subject's own rents, reprinted in the first column of pages 2 and 3 (it is labelled Subject Property on page 1)", () => {
      const found = comps("chadron-rent-comps.pdf");
      expect(found.some((c) => c.address?.startsWith("14105 Chadron Ave"))).toBe(false);
      // The subject's $1,384 - $2,063 one-bedrooms and $2,287 - $3,000 three-bedrooms
      expect(found.some((c) => c.rent === 1723.5 || c.rent === 2643.5)).toBe(false);
      // The same when the property's address is given instead
      expect(comps("chadron-rent-comps.pdf", "14105 Chadron Ave")).toHaveLength(31);
    });

    it("reads a comp's rent range, size, bed + bath, and its building when its line spans every column", () => {
      const found = comps("chadron-rent-comps.pdf");
      expect(found).toContainEqual({
        source: "document",
        unit_type: "1 Bed / 1 Bath",
        beds: 1,
        baths: 1,
        sqft: 680,
        rent: 2970,
        address: "12530 Crenshaw Blvd, Hawthorne, CA 90250",
        distance_miles: 1.2,
        note: "p. 2 of chadron-rent-comps.pdf",
      });
      expect(found).toContainEqual(
        expect.objectContaining({
          beds: 2,
          baths: 1,
          sqft: 830,
          rent: 2599.5,
          note: "p. 3 of chadron-rent-comps.pdf (printed $2,573–$2,626)",
        }),
      );
      // "$2,049 for NA SF (1+1)" at Arriba Apartments; "400-500 SF" at Triple Main
      expect(found).toContainEqual(
        expect.objectContaining({ rent: 2049, sqft: null, address: "4433 W 120th St, Hawthorne, 90250" }),
      );
      expect(found).toContainEqual(
        expect.objectContaining({ rent: 2371, sqft: 450, address: "11630 S Main St, Los Angeles, 90061" }),
      );
    });

    it("keeps an entry whose building cannot be told from the text, without guessing the address", () => {
      const found = comps("chadron-rent-comps.pdf");
      expect(found.filter((c) => c.address === null)).toHaveLength(15);
      expect(found).toContainEqual(
        expect.objectContaining({ rent: 4415, sqft: 1135, beds: 2, baths: 2, address: null }),
      );
    });
  });

  it("Lund Pointe OM: its 'Comparable Multifamily Sales' are sales, not rent comps: none", () => {
    expect(comps("lund-pointe-om.pdf")).toEqual([]);
  });

  it.each([
    "vincent-village-rent-roll.pdf",
    "broad-st-setup-sheet.pdf",
    "heights-north-t12.xlsx",
    "industrial-flyer-not-multifamily.pdf",
  ])("%s prints no rent comps (a rent roll's unit types are not comps): none", (name) => {
    expect(comps(name)).toEqual([]);
  });
});
