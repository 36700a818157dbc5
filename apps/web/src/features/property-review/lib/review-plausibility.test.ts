import { describe, expect, it } from "vitest";
import { extractionToReviewForm } from "./extraction-to-review-form";
import { reviewFindings } from "./review-plausibility";
import { ownedBy } from "./review-form";
import { reviewFormToCreateInput } from "./review-form-to-create-input";

const unit = (unit_number: string, rent: number) => ({
  unit_number,
  rent,
  beds: 2,
  baths: 1,
  sqft: 800,
  vacant: false,
});

/** What the review warns of before Create: the property as it would be saved, against the printed totals. */
describe("the review's plausibility findings", () => {
  it("a rent roll 31% above the printed total, with no expenses, is two high findings", () => {
    const form = extractionToReviewForm({
      address: "1 Oak St",
      price: 500_000,
      units_total: 4,
      units: [unit("1", 1_500), unit("2", 1_500), unit("3", 1_500), unit("4", 1_500)],
      checks: [
        {
          key: "rent_roll_monthly",
          label: "Rent roll (monthly)",
          printed: 4_580,
          computed: 6_000,
          difference: -1_420,
          ok: false,
          source: { file: "roll.pdf", page: 1, line: "Total  $4,580" },
        },
      ],
    });
    expect(reviewFindings(form).map((f) => [f.code, f.severity])).toEqual([
      ["rent_roll_vs_printed_total", "high"],
      ["no_expenses", "high"],
    ]);
  });

  it("an ordinary building with expenses has none", () => {
    const form = extractionToReviewForm({
      address: "1 Oak St",
      price: 500_000,
      units_total: 2,
      units: [unit("1", 1_500), unit("2", 1_500)],
      expenses: { items: [{ label: "Taxes", category: "Taxes", amount_monthly: 1_100, amount_annual: 13_200 }] },
    });
    expect(reviewFindings(form)).toEqual([]);
  });
});

/**
 * Issue 30: an OM whose statement's "Total Expenses" row was read as a line. The extraction's own check saw it, and
 * the printed totals travel with the form: the review asks before Create and sends them to be kept.
 */
describe("the review against the totals the documents print", () => {
  const expense = (label: string, amount_monthly: number) => ({
    label,
    category: "Other",
    amount_monthly,
    amount_annual: amount_monthly * 12,
    source: "document",
    source_page: 3,
    source_file: "om.pdf",
  });
  const om = {
    address: "1 Oak St",
    price: 600_000,
    units_total: 4,
    units: [unit("1", 1_500), unit("2", 1_500), unit("3", 1_500), unit("4", 1_500)],
    expenses: { items: [expense("Taxes", 1_000), expense("Repairs", 900), expense("Total Expenses", 1_900)] },
    document_totals: {
      units: 4,
      rent_roll_monthly: 6_000,
      rent_roll_market_monthly: null,
      monthly_income: null,
      gross_income_annual: 72_000,
      total_expenses_annual: 22_800,
      noi_annual: 49_200,
      price: 600_000,
      cap_rate_pct: 8.2,
    },
    document_total_sources: {
      total_expenses_annual: { file: "om.pdf", page: 3, line: "Total Expenses  22,800" },
      noi_annual: { file: "om.pdf", page: 3, line: "Net Operating Income  49,200" },
      cap_rate_pct: { file: "om.pdf", page: 1, line: "Cap Rate  8.2%" },
    },
    sources: { price: { file: "om.pdf", page: 1, line: "Price $600,000" } },
  };

  it("names the expenses, NOI and cap rate the lines miss, with file and page, and sends the totals with Create", () => {
    const form = extractionToReviewForm(om);
    const high = reviewFindings(form).filter((f) => f.code === "document_total_mismatch");
    expect(high.map((f) => [f.total, f.severity])).toEqual([
      ["total_expenses_annual", "high"],
      ["noi_annual", "high"],
      ["cap_rate_pct", "high"],
    ]);
    expect(high[0]?.message).toContain("total expenses of $22,800 a year (om.pdf, p. 3)");
    expect(high[0]?.message).toContain("give $45,600 a year");
    expect(reviewFormToCreateInput(form).documentTotals).toContainEqual({
      total: "noi_annual",
      value: 49_200,
      file: "om.pdf",
      page: 3,
      confirmed: false,
    });
    expect(reviewFormToCreateInput(form).documentTotals).toContainEqual({
      total: "price",
      value: 600_000,
      file: "om.pdf",
      page: 1,
      confirmed: false,
    });
  });

  it("finds nothing once the total row is removed, and leaves a portfolio's rent roll total out", () => {
    const fixed = { ...om, expenses: { items: om.expenses.items.slice(0, 2) } };
    expect(reviewFindings(extractionToReviewForm(fixed))).toEqual([]);
    const portfolio = extractionToReviewForm({ ...om, portfolio: [{ name: "A", units: 4, unit_rows: om.units }] });
    const kept = reviewFormToCreateInput(portfolio).documentTotals?.map((t) => t.total);
    expect(kept).not.toContain("rent_roll_monthly");
    expect(kept).not.toContain("units");
  });

  it("an amount the user changes on the review is theirs: its group of lines is no longer held against the totals", () => {
    const form = extractionToReviewForm(om);
    const total = form.expenses[2];
    if (!total) throw new Error("no Total Expenses row");
    const amount = { ...total.amount, monthlyCents: 0 };
    const expenses = form.expenses.map((row) =>
      row === total ? { ...row, amount, ...ownedBy(row, { amount }) } : row,
    );
    expect(expenses[2]?.source).toBe("manual");
    expect(reviewFindings({ ...form, expenses }).filter((f) => f.code === "document_total_mismatch")).toEqual([]);
    // The same amount sent again (a re-render, a blur) is no edit.
    expect(ownedBy(total, { amount: total.amount })).toEqual({});
    const unit = form.units[0];
    if (!unit) throw new Error("no unit");
    const rent = { ...unit.rent, monthlyCents: 160_000 };
    expect(ownedBy(unit, { rent })).toEqual({ edited: true });
    const units = form.units.map((row) => (row === unit ? { ...row, rent, edited: true } : row));
    expect(reviewFormToCreateInput({ ...form, units }).units?.[0]?.source).toBe("manual");
  });

  it("leaves out a printed value the contract would refuse, so Create never fails on it", () => {
    const form = extractionToReviewForm({ ...om, document_totals: { ...om.document_totals, cap_rate_pct: 820 } });
    expect(form.documentTotals?.map((t) => t.total)).not.toContain("cap_rate_pct");
  });
});
