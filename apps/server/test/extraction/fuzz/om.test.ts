import { describe, it } from "vitest";
import type { ExtractedProperty } from "../../../src/extraction/to-response";
import { randomBuilding } from "./building";
import { extractOne } from "./extract";
import { omRentRollLayout, proseOm, renderProse, type ProseOm } from "./om-layout";
import { pricingWorkbook } from "./pricing-workbook";
import { seeded } from "./random";
import { render } from "./render";
import { expectFuzzOutcomes, type Outcome } from "./outcomes";
import { scoreRentRoll, type Score } from "./score";

/**
 * The layout fuzzer on offering memoranda and broker workbooks (om-layout.ts, pricing-workbook.ts): an
 * OM's unit-mix table above a rent roll of apartments and commercial suites with $/SF columns (PDF, XLSX,
 * CSV, DOCX), prose OMs (DOCX, wrapped PDF) and pricing workbooks with summary blocks, read back by the
 * real readers and rules. No document may yield more unit rows than the units it says the building has.
 * FUZZ_SEED=n reproduces a run; FUZZ_OM_DOCS sets how many documents (default 90).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const DOCS = Number(process.env.FUZZ_OM_DOCS ?? 90);
const noOcr = {
  recognize: () => Promise.reject(new Error("OCR was not expected here")),
  close: () => Promise.resolve(),
};

function scoreProse(p: ExtractedProperty, t: ProseOm["truth"]): Score {
  const checks: [string, unknown, unknown][] = [
    ["units_total", p.units_total, t.units],
    ["price", p.price, t.price],
    ["year_built", p.year_built, t.yearBuilt],
    ["address", p.address, t.street],
    ["city", p.city, t.city],
    ["state", p.state, t.state],
    ["zip", p.zip, t.zip],
    ["unit_rows", p.units.length, 0],
  ];
  const wrong = checks
    .filter(([, got, want]) => got !== want)
    .map(([f, got, want]) => `${f}: ${JSON.stringify(got)} / ${JSON.stringify(want)}`);
  return {
    fields: checks.length,
    right: checks.length - wrong.length,
    wrong,
    unitRents: 0,
    unitRentsRight: 0,
    extraRows: p.units.length > 0,
  };
}

async function generate(index: number): Promise<{ kind: string; score: Score }> {
  const random = seeded(SEED * 1000 + index);
  const building = randomBuilding(random);
  if (index % 3 === 0) {
    // One PDF page: the generator repeats no header at a page break, as an OM's one-page rent roll table does not need to.
    building.units.splice(22);
    const { layout, truth } = omRentRollLayout(random, building);
    const format = random.pick(["pdf", "xlsx", "csv", "docx"] as const);
    const p = await extractOne(
      `om-${index}.${format}`,
      await render({ ...layout, headerRows: 0 }, format, random),
      noOcr,
    );
    const score = scoreRentRoll(p, truth, false);
    const mix = p.unit_mix?.length ?? 0;
    if (mix !== layout.mixRows) score.wrong.push(`unit_mix rows: ${mix} / ${layout.mixRows}`);
    return {
      kind: `${format} ${layout.features.join(" ")}`,
      score: { ...score, fields: score.fields + 1, right: score.right + (mix === layout.mixRows ? 1 : 0) },
    };
  }
  if (index % 3 === 1) {
    const om = proseOm(random, building);
    const format = random.pick(["docx", "pdf"] as const);
    const p = await extractOne(`prose-${index}.${format}`, await renderProse(om.paragraphs, format), noOcr);
    return { kind: `${format} ${om.features.join(" ")}`, score: scoreProse(p, om.truth) };
  }
  const workbook = pricingWorkbook(random, building);
  const p = await extractOne(`pricing-${index}.${workbook.ext}`, workbook.bytes, noOcr);
  return { kind: workbook.features.join(" "), score: scoreRentRoll(p, building, false) };
}

describe("layout fuzzer: offering memoranda and broker workbooks", () => {
  it(`reads ${DOCS} generated OM rent rolls, prose OMs and pricing workbooks (seed ${SEED}) with >= 99% of fields right`, async () => {
    const outcomes: Outcome[] = [];
    for (let index = 0; index < DOCS; index++) outcomes.push({ index, ...(await generate(index)) });
    expectFuzzOutcomes(`OM fuzzer, seed ${SEED}`, outcomes, 0.99, 20);
  }, 300_000);
});
