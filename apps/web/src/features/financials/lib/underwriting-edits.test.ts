import { describe, expect, it } from "vitest";
import { analyzeDeal } from "@plexwise/core/finance";
import { dealInputOf } from "./deal-input";
import { draftFromProperty, type FinancialsDraft } from "./draft";
import { savedFourplex } from "./draft.fixture";
import {
  addLoan,
  addUnitType,
  removeLoan,
  setRefinance,
  setSensitivity,
  setTarget,
  updateLoan,
  updateUnitType,
} from "./underwriting-edits";

describe("underwriting edits", () => {
  const financed: FinancialsDraft = {
    ...draftFromProperty(savedFourplex()),
    cashPurchase: false,
    downPayment: { mode: "pct", value: 25 },
    interestRatePct: 6.5,
    amortYears: 30,
    underwriting: null,
  };

  it("the first loan takes the basic financing, so the figures stay the same", () => {
    const u = addLoan(financed);
    expect(u.loans).toEqual([{ label: "First mortgage", amountPct: 75, ratePct: 6.5, amortYears: 30 }]);
    const before = analyzeDeal(dealInputOf(financed));
    const after = analyzeDeal(dealInputOf({ ...financed, underwriting: u }));
    expect(after.metrics.irrPct).toBeCloseTo(before.metrics.irrPct ?? 0, 9);
    expect(after.monthly.debtService).toBeCloseTo(before.monthly.debtService, 9);
  });

  it("adds at most three loans; edits and removes one by its place", () => {
    let u = addLoan(financed);
    for (let i = 0; i < 4; i++) u = addLoan({ ...financed, underwriting: u });
    expect(u.loans).toHaveLength(3);
    u = updateLoan(u, 1, { ratePct: 4.5, interestOnlyMonths: 12 });
    expect(u.loans?.[1]).toMatchObject({ ratePct: 4.5, interestOnlyMonths: 12 });
    expect(removeLoan(u, 0).loans?.map((l) => l.label)).toEqual(["Loan 2", "Loan 3"]);
  });

  it("the value-add plan: unit types added and edited; the refinance set and cleared", () => {
    let u = addUnitType(null);
    u = updateUnitType(u, 0, { units: 4, budgetPerUnit: 12_000 });
    expect(u.valueAdd).toEqual({
      unitTypes: [{ label: "", units: 4, budgetPerUnit: 12_000, rentPremiumMonthly: 0, downtimeMonths: 1 }],
      commonAreaBudget: 0,
      unitsPerYear: 0,
    });
    expect(setRefinance(u, null).refinance).toBeNull();
    expect(setTarget(u, "dscr", 1.25).targets).toEqual({ dscr: 1.25 });
  });

  it("picking the other axis's value swaps the axes", () => {
    expect(setSensitivity(null, { rowAxis: "exitCap" }).sensitivity).toEqual({
      rowAxis: "exitCap",
      colAxis: "price",
      metric: "irrPct",
    });
    expect(setSensitivity(null, { colAxis: "vacancy", metric: "dscr" }).sensitivity).toEqual({
      rowAxis: "price",
      colAxis: "vacancy",
      metric: "dscr",
    });
  });
});
