import { describe, expect, it } from "vitest";
import { analyzeDeal } from "./analyze-deal";
import { exampleDeal } from "./deal.fixture";
import { sensitivityTable, stepAxis } from "./sensitivity-table";

describe("sensitivityTable", () => {
  it("price x exit cap, IRR: 5 x 5, the centre is the deal itself and every cell is that deal's IRR", () => {
    const table = sensitivityTable(exampleDeal, "price", "exitCap", "irrPct");
    expect(table.rows).toEqual([900_000, 950_000, 1_000_000, 1_050_000, 1_100_000]);
    expect(table.cols).toEqual([5.5, 6, 6.5, 7, 7.5]);
    expect(table.cells[2]![2]).toBeCloseTo(analyzeDeal(exampleDeal).metrics.irrPct!, 10);
    expect(table.cells[0]![4]).toBeCloseTo(
      analyzeDeal({ ...exampleDeal, price: 900_000, exitCapRatePct: 7.5 }).metrics.irrPct!,
      10,
    );
    // A lower price and a lower exit cap rate both raise the IRR.
    expect(table.cells[0]![0]!).toBeGreaterThan(table.cells[4]![4]!);
  });

  it("interest rate x vacancy, DSCR: every loan's rate moves; vacancy never goes below 0", () => {
    const input = {
      ...exampleDeal,
      loans: [
        { amountPct: 60, ratePct: 6, amortYears: 30 },
        { amountPct: 10, ratePct: 8 },
      ],
    };
    const table = sensitivityTable(input, "interestRate", "vacancy", "dscr");
    expect(table.rows).toEqual([5, 5.5, 6, 6.5, 7]);
    expect(table.cols).toEqual([1, 3, 5, 7, 9]);
    const moved = stepAxis(input, "interestRate", 1).input;
    expect(moved.loans?.map((l) => l.ratePct)).toEqual([7, 9]);
    expect(table.cells[4]![0]).toBeCloseTo(analyzeDeal({ ...moved, vacancyPct: 1 }).metrics.dscr!, 10);
    expect(sensitivityTable({ ...exampleDeal, vacancyPct: 0 }, "vacancy", "price", "capRatePct").rows).toEqual([
      0, 0, 0, 2, 4,
    ]);
  });

  it("rent growth uses the default 3% when the deal has none", () => {
    expect(sensitivityTable(exampleDeal, "rentGrowth", "price", "equityMultiple").rows).toEqual([1, 2, 3, 4, 5]);
  });
});
