import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "vitest";
import type { ExtractedProperty } from "../../../src/extraction/to-response";
import { randomBuilding, type Building } from "./building";
import { extractOne } from "./extract";
import { chargeCodeLayout, portfolioLayout, type ExportLayout } from "./pm-export-layout";
import { seeded } from "./random";
import { render } from "./render";
import { expectFuzzOutcomes, type Outcome } from "./outcomes";
import { scoreRentRoll, type Score } from "./score";

/**
 * The layout fuzzer on property-management exports (pm-export-layout.ts): charge-code exports and
 * portfolio exports in CSV, XLSX, legacy XLS and PDF (several pages: the header repeats), read back by the real readers and rules. A portfolio is
 * scored on its kept first property (ADR 0008) and on every property's unit rows and rents.
 * FUZZ_SEED=n reproduces a run; FUZZ_EXPORT_DOCS sets how many documents (default 120); FUZZ_ONLY=i regenerates
 * one document and keeps it on disk.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const DOCS = Number(process.env.FUZZ_EXPORT_DOCS ?? 120);
const ONLY = process.env.FUZZ_ONLY === undefined ? null : Number(process.env.FUZZ_ONLY);
const FORMATS = ["csv", "xlsx", "xls", "pdf"] as const;
const noOcr = {
  recognize: () => Promise.reject(new Error("OCR was not expected here")),
  close: () => Promise.resolve(),
};

const rentOf = (units: { rentCents: number | null }[]) => units.reduce((s, u) => s + (u.rentCents ?? 0), 0) / 100;
const rowsRent = (rows: { rent: number | null }[]) => rows.reduce((s, u) => s + (u.rent ?? 0), 0);

/** Every property of a portfolio: its unit rows and rent, in order. */
function scorePortfolio(p: ExtractedProperty, properties: Building[], score: Score): Score {
  const got = p.portfolio ?? [];
  const checks = properties.map((b, i) => {
    const entry = got[i];
    const ok =
      entry?.unit_rows.length === b.units.length && Math.abs(rowsRent(entry.unit_rows) - rentOf(b.units)) < 0.005;
    return ok
      ? null
      : `property ${i + 1}: ${entry?.unit_rows.length} rows ${entry ? rowsRent(entry.unit_rows) : null} / ${b.units.length} ${rentOf(b.units)}`;
  });
  const wrong = [
    got.length === properties.length ? null : `properties: ${got.length} / ${properties.length}`,
    ...checks,
  ];
  return {
    ...score,
    fields: score.fields + wrong.length,
    right: score.right + wrong.filter((w) => w === null).length,
    wrong: [...score.wrong, ...wrong.filter((w): w is string => w !== null)],
  };
}

describe("layout fuzzer: property-management exports", () => {
  it(`reads ${DOCS} generated charge-code and portfolio exports (seed ${SEED}) with >= 99% of fields right`, async () => {
    const outcomes: Outcome[] = [];
    for (const index of ONLY === null ? Array.from({ length: DOCS }, (_, i) => i) : [ONLY]) {
      const random = seeded(SEED * 1000 + index);
      const format = random.pick(FORMATS);
      const building = randomBuilding(random);
      const layout: ExportLayout =
        index % 2 === 0 ? chargeCodeLayout(random, building, format === "pdf") : portfolioLayout(random, building);
      const headerRows = layout.features.includes("wrapped-header") ? 2 : 1;
      const bytes = await render({ ...layout, headerRows }, format, random);
      if (ONLY !== null) {
        const file = path.join(os.tmpdir(), `export-${index}.${format}`);
        fs.writeFileSync(file, bytes);
        console.log(
          `FUZZ_SEED=${SEED} FUZZ_ONLY=${index}: ${format} ${layout.features.join(" ")}\n  written to ${file}`,
        );
      }
      const p = await extractOne(`export-${index}.${format}`, bytes, noOcr);
      const base = scoreRentRoll(p, layout.building, layout.parking);
      const score = layout.properties ? scorePortfolio(p, layout.properties, base) : base;
      outcomes.push({ index, kind: `${format} ${layout.features.join(" ")}`, score });
    }
    expectFuzzOutcomes(`Export fuzzer, seed ${SEED}`, outcomes, 0.99, 15);
  }, 300_000);
});
