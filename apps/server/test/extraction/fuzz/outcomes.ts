import { expect } from "vitest";
import type { Score } from "./score";

export type Outcome = { index: number; kind: string; score: Score };

/**
 * The fuzzer's verdict on a run: prints the fields and unit rents read right and the first failures (each named so
 * it can be regenerated), then asserts no document gave more unit rows than units and at least `minAccuracy` of
 * fields and of unit rents came back.
 */
export function expectFuzzOutcomes(label: string, outcomes: readonly Outcome[], minAccuracy = 0.99, shown = 20): void {
  const sum = (pick: (s: Score) => number) => outcomes.reduce((s, o) => s + pick(o.score), 0);
  const fields = sum((s) => s.fields);
  const right = sum((s) => s.right);
  const rents = sum((s) => s.unitRents);
  const rentsRight = sum((s) => s.unitRentsRight);
  const failures = outcomes.filter((o) => o.score.wrong.length > 0);
  console.log(
    [
      `${label}: ${outcomes.length} documents, ${right}/${fields} fields right (${((100 * right) / fields).toFixed(2)}%), ${rentsRight}/${rents} unit rents right.`,
      ...failures.slice(0, shown).map((o) => `  #${o.index} (${o.kind}): ${o.score.wrong.join("; ")}`),
    ].join("\n"),
  );
  expect(outcomes.filter((o) => o.score.extraRows).map((o) => o.index)).toEqual([]);
  expect(right / fields).toBeGreaterThanOrEqual(minAccuracy);
  expect(rentsRight / Math.max(1, rents)).toBeGreaterThanOrEqual(minAccuracy);
}
