import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createOcrEngine } from "../../../src/extraction/readers/ocr";
import { randomBuilding } from "./building";
import { extractOne, scanned } from "./extract";
import { seeded } from "./random";
import { FORMATS, render, renderPdf, type Format } from "./render";
import { rentRollLayout } from "./rent-roll-layout";
import { scoreRentRoll, scoreStatement, type Score } from "./score";
import { randomStatement } from "./statement-layout";
import { randomStatementVariant } from "./statement-variants";

/**
 * The layout fuzzer: random buildings and operating statements, each printed in a random layout and
 * format, read back by the real readers and rules, and scored field by field against what was printed.
 * Seeded: FUZZ_SEED=n reproduces a run, FUZZ_ONLY=i regenerates one document and keeps it on disk.
 * FUZZ_DOCS sets how many documents (default 300), FUZZ_MIN_ACCURACY the bar (default 0.99).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const DOCS = Number(process.env.FUZZ_DOCS ?? 300);
const ONLY = process.env.FUZZ_ONLY === undefined ? null : Number(process.env.FUZZ_ONLY);
const MIN_ACCURACY = Number(process.env.FUZZ_MIN_ACCURACY ?? 0.99);
/** Scanned documents go through OCR (a second or two each): a few per run. */
const SCANNED_EVERY = 100;

type Outcome = { index: number; kind: string; score: Score };

async function generate(index: number): Promise<{
  fileName: string;
  bytes: Buffer;
  kind: string;
  check: (p: Parameters<typeof scoreRentRoll>[0]) => Score;
}> {
  const random = seeded(SEED * 1000 + index);
  const format: Format = index % SCANNED_EVERY === SCANNED_EVERY - 1 ? "scanned" : random.pick(FORMATS);
  if (random.chance(0.25) && format !== "scanned") {
    // Half the statements in the layouts that doubled income and expenses when read naively (statement-variants.ts).
    const statement = random.chance(0.5) ? randomStatementVariant(random) : randomStatement(random);
    const bytes = await render({ ...statement, headerRows: 1 }, format, random);
    return {
      fileName: `fuzz-${index}.${format}`,
      bytes,
      kind: `${format} ${statement.features.join(" ")}`,
      check: (p) => scoreStatement(p, statement.truth),
    };
  }
  const building = randomBuilding(random);
  if (format === "scanned") building.units.splice(12);
  const layout = rentRollLayout(random, building);
  const printed = { ...layout, headerRows: layout.features.includes("wrapped-header") ? 2 : 1 };
  const bytes = format === "scanned" ? await scanned(await renderPdf(printed)) : await render(printed, format, random);
  const ext = format === "scanned" ? "pdf" : format;
  const parking = layout.features.some((f) => f.includes("parking"));
  return {
    fileName: `fuzz-${index}.${ext}`,
    bytes,
    kind: `${format} ${layout.features.join(" ")}`,
    check: (p) => scoreRentRoll(p, building, parking),
  };
}

describe("layout fuzzer", () => {
  const ocr = createOcrEngine();
  afterAll(() => ocr.close());

  it(`reads ${ONLY === null ? DOCS : 1} generated documents (seed ${SEED}) with >= ${MIN_ACCURACY * 100}% of fields right`, async () => {
    const outcomes: Outcome[] = [];
    for (const index of ONLY === null ? Array.from({ length: DOCS }, (_, i) => i) : [ONLY]) {
      const doc = await generate(index);
      if (ONLY !== null) {
        const file = path.join(os.tmpdir(), doc.fileName);
        fs.writeFileSync(file, doc.bytes);
        console.log(`FUZZ_SEED=${SEED} FUZZ_ONLY=${index}: ${doc.kind}\n  written to ${file}`);
      }
      outcomes.push({ index, kind: doc.kind, score: doc.check(await extractOne(doc.fileName, doc.bytes, ocr)) });
    }
    const fields = outcomes.reduce((s, o) => s + o.score.fields, 0);
    const right = outcomes.reduce((s, o) => s + o.score.right, 0);
    const rents = outcomes.reduce((s, o) => s + o.score.unitRents, 0);
    const rentsRight = outcomes.reduce((s, o) => s + o.score.unitRentsRight, 0);
    const extra = outcomes.filter((o) => o.score.extraRows);
    const byFormat = new Map<string, { f: number; r: number }>();
    for (const o of outcomes) {
      const format = o.kind.split(" ")[0] ?? "";
      const cls = o.kind.includes("statement:") ? `${format} statement` : `${format} rent roll`;
      const t = byFormat.get(cls) ?? { f: 0, r: 0 };
      t.f += o.score.fields;
      t.r += o.score.right;
      byFormat.set(cls, t);
    }
    const failures = outcomes.filter((o) => o.score.wrong.length > 0);
    console.log(
      [
        `Layout fuzzer, seed ${SEED}: ${outcomes.length} documents, ${right}/${fields} fields right (${((100 * right) / fields).toFixed(2)}%), ${rentsRight}/${rents} unit rents right, ${extra.length} with more unit rows than units.`,
        ...[...byFormat].sort().map(([cls, t]) => `  ${cls.padEnd(22)} ${t.r}/${t.f}`),
        ...failures
          .slice(0, 20)
          .map((o) => `  FUZZ_SEED=${SEED} FUZZ_ONLY=${o.index} (${o.kind}): ${o.score.wrong.join("; ")}`),
      ].join("\n"),
    );
    expect(extra.map((o) => `FUZZ_SEED=${SEED} FUZZ_ONLY=${o.index}`)).toEqual([]);
    expect(right / fields).toBeGreaterThanOrEqual(MIN_ACCURACY);
    expect(rentsRight / Math.max(1, rents)).toBeGreaterThanOrEqual(MIN_ACCURACY);
  }, 600_000);
});
