import { describe, expect, it } from "vitest";
import { draftFromProperty } from "./draft";
import { conflictsUnder, draftConflicts } from "./draft-conflicts";
import { savedFourplex } from "./draft.fixture";

describe("draftConflicts", () => {
  it("names what the server refuses, from the draft on screen", () => {
    const base = draftFromProperty(savedFourplex());
    const units = base.income.filter((r) => r.kind === "unit").length;
    const draft = {
      ...base,
      irr: { ...base.irr, holdYears: 5 },
      underwriting: {
        refinance: { year: 5, ltvPct: 70, ratePct: 6 },
        valueAdd: {
          unitTypes: [{ label: null, units: units + 1, budgetPerUnit: 1, rentPremiumMonthly: 1, downtimeMonths: 0 }],
          commonAreaBudget: 0,
          unitsPerYear: 1,
        },
        loans: [{ amount: base.price + 1_000, ratePct: 5 }],
      },
    };
    const conflicts = draftConflicts(draft);
    expect(conflicts.map((c) => c.path)).toEqual([
      "underwriting.valueAdd.unitTypes",
      "underwriting.refinance.year",
      "underwriting.loans",
    ]);
    expect(conflictsUnder(conflicts, "underwriting.refinance")[0]?.message).toContain("outside the 5-year hold");
    expect(conflictsUnder(conflicts, "underwriting.refi")).toEqual([]);
  });

  it("finds nothing in a plan the building can carry", () => {
    const draft = draftFromProperty(savedFourplex());
    draft.underwriting = { refinance: { year: 9, ltvPct: 70, ratePct: 6 }, loans: [{ amountPct: 75, ratePct: 6 }] };
    expect(draftConflicts(draft)).toEqual([]);
  });
});
