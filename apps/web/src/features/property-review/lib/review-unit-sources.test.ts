import { describe, expect, it } from "vitest";
import { extractionToReviewForm } from "./extraction-to-review-form";
import { reviewFindings } from "./review-plausibility";
import { reviewFormToCreateInput } from "./review-form-to-create-input";

const unit = (unit_number: string, rent: number, source_file: string, source_page: number, commercial = false) => ({
  unit_number,
  rent,
  beds: commercial ? null : 2,
  baths: 1,
  sqft: 800,
  vacant: false,
  ...(commercial ? { commercial: true } : {}),
  source_file,
  source_page,
  source_line: `${unit_number}  ${rent}`,
});

/**
 * Issue 30: a mixed-use building whose four apartments come from the rent roll (printed total $6,000 a month) and
 * whose shop comes from the offering memorandum. The shop is not on the rent roll's total.
 */
const mixedUse = {
  address: "1 Oak St",
  price: 900_000,
  units_total: 5,
  units: [
    unit("1", 1_500, "rent-roll.pdf", 1),
    unit("2", 1_500, "rent-roll.pdf", 1),
    unit("3", 1_500, "rent-roll.pdf", 1),
    unit("4", 1_500, "rent-roll.pdf", 2),
    unit("Suite A", 3_000, "om.pdf", 7, true),
  ],
  expenses: { items: [{ label: "Taxes", category: "Taxes", amount_monthly: 2_500, amount_annual: 30_000 }] },
  document_totals: { rent_roll_monthly: 6_000 },
  document_total_sources: { rent_roll_monthly: { file: "rent-roll.pdf", page: 2, line: "Total  6,000.00" } },
};

describe("units keep the file and page they were read from, from the review to Create", () => {
  it("each unit is sent with its file and page", () => {
    const units = reviewFormToCreateInput(extractionToReviewForm(mixedUse)).units ?? [];
    expect(units.map((u) => [u.unitNumber, u.sourceFile, u.sourcePage])).toEqual([
      ["1", "rent-roll.pdf", 1],
      ["2", "rent-roll.pdf", 1],
      ["3", "rent-roll.pdf", 1],
      ["4", "rent-roll.pdf", 2],
      ["Suite A", "om.pdf", 7],
    ]);
  });

  it("the rent roll's total holds its own rows only: the OM's shop is not a misreading", () => {
    expect(reviewFindings(extractionToReviewForm(mixedUse)).filter((f) => f.total === "rent_roll_monthly")).toEqual([]);
    // An apartment read twice from the rent roll is still caught.
    const twice = { ...mixedUse, units: [...mixedUse.units, unit("4", 1_500, "rent-roll.pdf", 2)], units_total: 6 };
    const finding = reviewFindings(extractionToReviewForm(twice)).find((f) => f.total === "rent_roll_monthly");
    expect(finding?.severity).toBe("high");
  });
});
