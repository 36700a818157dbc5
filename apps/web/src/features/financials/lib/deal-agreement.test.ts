import { checkPlausibility, dealOfProperty } from "@plexwise/core/analysis";
import { analyzeDeal } from "@plexwise/core/finance";
import { documentPropertyArb, propertyFactsArb } from "@plexwise/core/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dealInputOf, factsOfDraft } from "./deal-input";
import { draftFromProperty, type FinancialsDraft } from "./draft";
import { applyEdit, patchOf } from "./draft-edits";
import { savedFourplex, savedUnit } from "./draft.fixture";

/**
 * Financials and every other surface read one deal model: for any stored property, the screen's engine input
 * is core's, so its NOI, cap rate, cash flow, DSCR and IRR are the list's, the pro-forma's and /compare's.
 */
describe("Financials agrees with the deal model", () => {
  it("for random properties (vacant units with a stored rent, either down payment, any terms)", () => {
    fc.assert(
      fc.property(propertyFactsArb, (facts) => {
        const property = savedFourplex({ ...facts, squareFeet: facts.squareFeet ?? 0 });
        const screen = analyzeDeal(dealInputOf(draftFromProperty(property)));
        const model = dealOfProperty(property);
        expect(screen.monthly).toEqual(model.monthly);
        expect(screen.metrics).toEqual(model.metrics);
      }),
      { numRuns: 300 },
    );
  });

  it("the issue's fourplex: one vacant unit still carrying $1,500 gives the same monthly NOI everywhere", () => {
    const unit = savedUnit;
    const property = savedFourplex({
      units: [unit, unit, unit, { ...unit, vacant: true }],
      otherIncome: [],
      expenses: [
        {
          label: "Taxes",
          category: "Taxes",
          amountMonthlyCents: 0,
          source: "manual",
          sourcePage: null,
          sourceFile: null,
        },
      ],
    });
    expect(analyzeDeal(dealInputOf(draftFromProperty(property))).monthly.noi).toBe(4_500);
    expect(dealOfProperty(property).monthly.noi).toBe(4_500);
  });
});

/** Financials' findings, as financials-content.tsx asks core for them. */
const screenFindings = (draft: FinancialsDraft, yearBuilt: number | null) =>
  checkPlausibility({ ...factsOfDraft(draft), yearBuilt, rentBaseline: null, documentTotals: draft.documentTotals });

describe("Financials agrees with the plausibility guard on the printed totals", () => {
  it("for random properties read from documents: the screen's findings are core's (/compare's, the report's)", () => {
    fc.assert(
      fc.property(documentPropertyArb, (facts) => {
        const property = savedFourplex({
          ...facts,
          squareFeet: facts.squareFeet ?? 0,
          documentTotals: facts.documentTotals,
        });
        // Financials shows five default expense rows for a property without any; they are the screen's, not saved.
        if (property.expenses.length === 0) return;
        const draft = draftFromProperty(property);
        expect(screenFindings(draft, property.yearBuilt)).toEqual(checkPlausibility(property));
      }),
      { numRuns: 200 },
    );
  });

  it("an edited line is the user's and stops the check; 'the lines are right' is saved and clears it", () => {
    const doc = { source: "document" as const, sourcePage: 3, sourceFile: "om.pdf" };
    const property = savedFourplex({
      expenses: [
        { label: "Taxes", category: "Taxes", amountMonthlyCents: 100_000, ...doc },
        { label: "Total Expenses", category: "Other", amountMonthlyCents: 100_000, ...doc },
      ],
      documentTotals: [{ total: "total_expenses_annual", value: 12_000, file: "om.pdf", page: 3, confirmed: false }],
    });
    const draft = draftFromProperty(property);
    const mismatch = (d: FinancialsDraft) =>
      screenFindings(d, null)
        .filter((f) => f.code === "document_total_mismatch")
        .map((f) => f.severity);
    expect(mismatch(draft)).toEqual(["high"]);

    const id = draft.expenses[1]?.id ?? "";
    const edited = applyEdit(draft, { type: "rowAmount", list: "expenses", id, cents: 0 });
    expect(edited.expenses[1]?.item.source).toBe("manual");
    expect(mismatch(edited)).toEqual([]);

    const confirmed = applyEdit(draft, { type: "confirmTotals", totals: ["total_expenses_annual"] });
    expect(mismatch(confirmed)).toEqual([]);
    expect(patchOf(confirmed, ["documentTotals"]).documentTotals).toEqual([
      { total: "total_expenses_annual", value: 12_000, file: "om.pdf", page: 3, confirmed: true },
    ]);
  });
});
