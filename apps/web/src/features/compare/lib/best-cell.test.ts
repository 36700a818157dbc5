import { describe, expect, it } from "vitest";
import { isBestCell } from "./best-cell";

describe("the best mark in a comparison row", () => {
  it("marks the server's best value only", () => {
    const capRate = { values: [6.1, 7.4, 5.9], best: [1] };
    expect([0, 1, 2].map((i) => isBestCell(capRate, i))).toEqual([false, true, false]);
  });

  it("marks every value that ties for best", () => {
    const row = { values: [8, 8, 5], best: [0, 1] };
    expect([0, 1, 2].map((i) => isBestCell(row, i))).toEqual([true, true, false]);
  });

  it("marks nothing when all compared values tie, or in a row with no better direction", () => {
    expect([0, 1].map((i) => isBestCell({ values: [6, 6], best: [0, 1] }, i))).toEqual([false, false]);
    expect([0, 1].map((i) => isBestCell({ values: [10, 4], best: [] }, i))).toEqual([false, false]);
  });

  it("never marks a missing value, and a lone value has nothing to beat", () => {
    expect(isBestCell({ values: [null, 5], best: [0] }, 0)).toBe(false);
    expect(isBestCell({ values: [null, 5], best: [1] }, 1)).toBe(false);
  });
});
