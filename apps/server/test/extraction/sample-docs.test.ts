import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { extractFiles, type ExtractionResult } from "../../src/extraction/extract-files";
import { ExtractionPool } from "../../src/extraction/worker-pool";

/**
 * The real documents in ../shared/sample-docs (brokers' material, never copied into the repository):
 * what each prints must come back. Skipped, with a note, where the folder is absent.
 */
const SAMPLES = path.resolve(import.meta.dirname, "../../../../../shared/sample-docs");
const present = fs.existsSync(path.join(SAMPLES, "lund-pointe-om.pdf"));
if (!present)
  console.warn(`Sample-document tests skipped: ${SAMPLES} is absent (the documents are not in the repository).`);

describe.skipIf(!present)("the sample documents", () => {
  const pool = new ExtractionPool({ size: 1 });
  afterAll(() => pool.close());
  const extract = async (...names: string[]): Promise<ExtractionResult> =>
    await extractFiles(
      names.map((name) => ({ fileName: name, mimeType: "", bytes: fs.readFileSync(path.join(SAMPLES, name)) })),
      { pool },
    );
  const monthlyRent = (r: ExtractionResult) => r.property.units.reduce((s, u) => s + (u.rent ?? 0), 0);

  it("Lund Pointe OM: summary facts, the 25-unit rent roll and the actual (not pro-forma) expenses", async () => {
    const r = await extract("lund-pointe-om.pdf");
    expect(r.property).toMatchObject({
      address: "3300 Valentine Ln SE",
      city: "Port Orchard",
      state: "WA",
      zip: "98366",
      price: 3_150_000,
      year_built: 1995,
      square_feet: 23_760,
      units_total: 25,
      parcel_number: "012301-2-143-2001",
      realtor_name: "Trevor Kovich",
      realtor_email: "tkovich@neilwalter.com",
    });
    expect(r.property.units).toHaveLength(25);
    expect(monthlyRent(r)).toBe(22_280);
    expect(r.property.expenses.totals.annual).toBeCloseTo(92_964.6, 2);
    expect(r.property.document_totals.noi_annual).toBeCloseTo(158_410.2, 2);
    expect(r.fullExtract).toContain("--- Page 17 ---");
    expect(r.warnings.some((w) => w.includes("gross rental income of $267,420"))).toBe(true);
  });

  it("Vincent Village: 40 units, scheduled rent in place and pro-forma rent kept apart; the 0 square feet total flagged", async () => {
    const r = await extract("vincent-village-rent-roll.pdf");
    expect(r.property).toMatchObject({
      address: "4810 N Vincent Ave",
      city: "Covina",
      state: "CA",
      zip: "91722",
      units_total: 40,
      square_feet: null,
    });
    expect(monthlyRent(r)).toBe(66_252);
    expect(r.property.units.reduce((s, u) => s + (u.market_rent ?? 0), 0)).toBe(88_600);
    expect(r.warnings).toContain(
      "vincent-village-rent-roll.pdf: the total row on page 1 prints 0 square feet but the units add up to 27,980.",
    );
  });

  it("Broad St: a vacant unit's asking rent is not rent in place; garage parking is other income", async () => {
    const r = await extract("broad-st-setup-sheet.pdf");
    expect(r.property).toMatchObject({
      address: "612 S Broad St",
      price: 749_000,
      units_total: 3,
      property_kind: "mixed_use",
    });
    expect(r.property.units.map((u) => [u.rent, u.vacant])).toEqual([
      [2000, false],
      [1750, false],
      [null, true],
    ]);
    expect(r.property.units[2]!.market_rent).toBe(2600);
    expect(r.property.other_income.items.map((i) => [i.label, i.amount_monthly])).toEqual([["Garage parking", 175]]);
    expect(r.property.expenses.totals.annual).toBe(18_517);
    expect(r.property.document_totals.noi_annual).toBe(59_783);
  });

  it("Heights North T-12: expenses add up to the printed total; mortgage interest and capex stay below the line", async () => {
    const r = await extract("heights-north-t12.xlsx");
    expect(r.property.expenses.totals.annual).toBe(357_066);
    expect(r.property.other_income.totals.annual).toBe(816_500);
    expect(r.property.document_totals.noi_annual).toBe(459_433);
    expect(r.property.expenses.items.some((e) => /mortgage|rehab/i.test(e.label))).toBe(false);
    expect(r.warnings.some((w) => w.includes("Mortgage Interest $132,728, Capital Expenses $332,654"))).toBe(true);
  });

  it("the industrial flyer says it is not residential; the rent comps invent no units", async () => {
    const flyer = await extract("industrial-flyer-not-multifamily.pdf");
    expect(flyer.property.property_kind).toBe("not_residential");
    expect(flyer.property.units).toEqual([]);
    const comps = await extract("chadron-rent-comps.pdf");
    expect(comps.property).toMatchObject({ address: "14105 Chadron Ave", units: [], price: null, units_total: null });
  });
});
