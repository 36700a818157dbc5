import { describe, expect, it } from "vitest";
import { extractionToReviewForm } from "./extraction-to-review-form";
import { reviewFindings } from "./review-plausibility";

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
