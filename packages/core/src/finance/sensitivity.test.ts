import { describe, expect, it } from "vitest";
import { analyzeDeal, type DealInput } from "./analyze-deal";
import { exampleDeal } from "./deal.fixture";
import { sensitivityGrid } from "./sensitivity";

const example = { ...exampleDeal, exitCapRatePct: 7 };

describe("sensitivityGrid", () => {
  it("has price steps -10..+10% (outer) x exit cap steps -1..+1 points (inner) by default", () => {
    const grid = sensitivityGrid(example);
    expect(grid).toHaveLength(25);
    expect(grid.map((row) => row.priceChangePct)).toEqual([-10, -5, 0, 5, 10].flatMap((p) => [p, p, p, p, p]));
    expect(grid.slice(0, 5).map((row) => row.exitCapRatePct)).toEqual([6, 6.5, 7, 7.5, 8]);
    expect(grid.filter((row) => row.exitCapRatePct === 7).map((row) => row.price)).toEqual([
      900_000, 950_000, 1_000_000, 1_050_000, 1_100_000,
    ]);
  });

  it("each cell is analyzeDeal at that price and exit cap rate", () => {
    for (const row of sensitivityGrid(example)) {
      const { metrics } = analyzeDeal({ ...example, price: row.price, exitCapRatePct: row.exitCapRatePct });
      expect(row.irrPct).toBe(metrics.irrPct);
      expect(row.cashOnCashPct).toBe(metrics.cashOnCashPct);
    }
  });

  it("the centre cell is the deal itself", () => {
    const centre = sensitivityGrid(example)[12]!;
    const deal = analyzeDeal(example);
    expect(centre).toEqual({
      priceChangePct: 0,
      price: 1_000_000,
      exitCapRatePct: 7,
      irrPct: deal.metrics.irrPct,
      cashOnCashPct: deal.metrics.cashOnCashPct,
    });
  });

  it("a down payment percent and closing costs follow the price: +10% is 25% of $1.1M down + 3% closing", () => {
    const row = sensitivityGrid(example, { priceSteps: [10], exitCapSteps: [0] })[0]!;
    // Loan 825,000 at 6.5%/30y: pmt = P r / (1 - (1 + r)^-360) (Excel PMT).
    const r = 0.065 / 12;
    const payment = (825_000 * r) / (1 - (1 + r) ** -360);
    const cashIn = 275_000 + 33_000;
    expect(row.cashOnCashPct).toBeCloseTo((((11_490 - payment) * 12) / cashIn) * 100, 8);
  });

  it("a down payment amount stays the same dollars at every price", () => {
    const input = { ...example, downPaymentPct: null, downPaymentAmt: 200_000 };
    const row = sensitivityGrid(input, { priceSteps: [-10], exitCapSteps: [0] })[0]!;
    const r = 0.065 / 12;
    const payment = (700_000 * r) / (1 - (1 + r) ** -360); // 900,000 - 200,000 borrowed
    expect(row.cashOnCashPct).toBeCloseTo((((11_490 - payment) * 12) / (200_000 + 27_000)) * 100, 8);
  });

  it("cash-on-cash does not depend on the exit cap; the IRR falls as the exit cap rate rises and as the price rises", () => {
    const grid = sensitivityGrid(example);
    for (let p = 0; p < 5; p++) {
      const rows = grid.slice(p * 5, p * 5 + 5);
      expect(new Set(rows.map((row) => row.cashOnCashPct)).size).toBe(1);
      for (let c = 1; c < 5; c++) expect(rows[c]!.irrPct!).toBeLessThan(rows[c - 1]!.irrPct!);
    }
    for (let p = 1; p < 5; p++) expect(grid[p * 5 + 2]!.irrPct!).toBeLessThan(grid[(p - 1) * 5 + 2]!.irrPct!);
  });

  it("takes its own steps, and the 6.5% default exit cap rate when the deal has none", () => {
    const grid = sensitivityGrid(
      { ...example, exitCapRatePct: null },
      { priceSteps: [0, 20], exitCapSteps: [-0.25, 0.25] },
    );
    expect(grid.map((row) => [row.priceChangePct, row.price, row.exitCapRatePct])).toEqual([
      [0, 1_000_000, 6.25],
      [0, 1_000_000, 6.75],
      [20, 1_200_000, 6.25],
      [20, 1_200_000, 6.75],
    ]);
    expect(sensitivityGrid(example, { priceSteps: [] })).toEqual([]);
  });

  it("never gives NaN or Infinity, even for an empty deal or a price cut of more than 100%", () => {
    const empty: DealInput = {
      price: 0,
      unitCount: 0,
      squareFeet: 0,
      incomeMonthly: [],
      expensesMonthly: [],
      cashPurchase: false,
    };
    for (const row of [...sensitivityGrid(empty), ...sensitivityGrid(example, { priceSteps: [-150] })]) {
      for (const value of Object.values(row)) if (value !== null) expect(Number.isFinite(value)).toBe(true);
    }
    expect(sensitivityGrid(example, { priceSteps: [-150] })[0]!.price).toBe(0);
  });
});
