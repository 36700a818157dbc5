import { describe, expect, it } from "vitest";
import { extractionToReviewForm } from "./extraction-to-review-form";
import { pickPortfolioProperty } from "./portfolio-pick";
import { reviewFindings } from "./review-plausibility";
import { reviewFormToCreateInput } from "./review-form-to-create-input";

const FILE = "appfolio-portfolio-rent-roll.csv";
const row = (unit_number: string, rent: number | null, page = 1) => ({
  unit_number,
  unit_type: null,
  beds: 2,
  baths: 1,
  sqft: null,
  rent,
  market_rent: null,
  vacant: rent === null,
  source_file: FILE,
  source_page: page,
  source_line: `${unit_number}  ${rent ?? "Vacant"}`,
});
const house = [row("1002 Chestnut Avenue", 1_523)];
const gardens = [row("101", 1_450), row("103", null), row("105", 1_425, 2)];

/** An AppFolio export of a whole portfolio (as the extraction answers it): a house, then a complex with a subtotal. */
const portfolioExport = (gardensSubtotal = 2_875) => ({
  address: "1002 Chestnut Avenue",
  city: "Beaumont",
  state: "CA",
  zip: "92223",
  units_total: 1,
  units: house,
  document_totals: { units: 5, rent_roll_monthly: 4_398, price: null },
  document_total_sources: { rent_roll_monthly: { file: FILE, page: 2, line: "Total 5 Units  4,398.00" } },
  sources: { address: { file: FILE, page: 1, line: "1002 Chestnut Avenue - 1002 Chestnut Avenue Beaumont, CA 92223" } },
  portfolio: [
    {
      name: "1002 Chestnut Avenue - 1002 Chestnut Avenue Beaumont, CA 92223",
      units: 1,
      unit_rows: house,
      address: "1002 Chestnut Avenue",
      city: "Beaumont",
      state: "CA",
      zip: "92223",
      printed_units: null,
      printed_monthly_rent: null,
    },
    {
      name: "Oak Gardens - 5033 w wilson st Banning, CA 92220",
      units: 3,
      unit_rows: gardens,
      address: "5033 W Wilson St",
      city: "Banning",
      state: "CA",
      zip: "92220",
      printed_units: 3,
      printed_monthly_rent: gardensSubtotal,
    },
  ],
});

describe("picking one property of a portfolio export on the review", () => {
  it("takes its address, city, state, zip, units and rows from its own heading", () => {
    const form = pickPortfolioProperty(extractionToReviewForm(portfolioExport()), 1);
    const d = form.details;
    expect([d.address, d.city, d.state, d.zip, d.unitCount]).toEqual([
      "5033 W Wilson St",
      "Banning",
      "CA",
      "92220",
      "3",
    ]);
    expect(form.units.map((u) => u.unitNumber)).toEqual(["101", "103", "105"]);
    expect(form.provenance.facts.address).toEqual({
      file: FILE,
      page: 2,
      line: "Oak Gardens - 5033 w wilson st Banning, CA 92220",
    });
    const input = reviewFormToCreateInput(form);
    expect([input.address, input.city, input.zip]).toEqual(["5033 W Wilson St", "Banning", "92220"]);
    expect(input.units?.map((u) => [u.unitNumber, u.sourceFile, u.sourcePage])).toEqual([
      ["101", FILE, 1],
      ["103", FILE, 1],
      ["105", FILE, 2],
    ]);
  });

  it("keeps that property's group subtotal as its printed totals, never the portfolio's", () => {
    const form = pickPortfolioProperty(extractionToReviewForm(portfolioExport()), 1);
    const totals = reviewFormToCreateInput(form).documentTotals ?? [];
    expect(totals).toContainEqual({ total: "rent_roll_monthly", value: 2_875, file: FILE, page: 2, confirmed: false });
    expect(totals).toContainEqual({ total: "units", value: 3, file: FILE, page: 2, confirmed: false });
    expect(totals.filter((t) => t.total === "rent_roll_monthly")).toHaveLength(1);
    expect(reviewFindings(form).filter((f) => f.code === "document_total_mismatch")).toEqual([]);
  });

  it("holds the picked property's rows against its own subtotal: rows that miss it are flagged", () => {
    const form = pickPortfolioProperty(extractionToReviewForm(portfolioExport(4_000)), 1);
    const finding = reviewFindings(form).find((f) => f.total === "rent_roll_monthly");
    expect(finding?.severity).toBe("high");
    expect(finding?.message).toContain(`a rent roll total of $4,000 a month (${FILE}, p. 2)`);
  });

  it("the first property (shown before any pick) has no subtotal of its own, and picking it back restores it", () => {
    const first = extractionToReviewForm(portfolioExport());
    expect(first.documentTotals).toBeNull();
    const back = pickPortfolioProperty(pickPortfolioProperty(first, 1), 0);
    expect([back.details.address, back.details.city, back.details.zip]).toEqual([
      "1002 Chestnut Avenue",
      "Beaumont",
      "92223",
    ]);
    expect(back.documentTotals).toBeNull();
    expect(back.units.map((u) => u.unitNumber)).toEqual(["1002 Chestnut Avenue"]);
  });

  it("a heading without a city leaves the city empty rather than the other property's", () => {
    const data = portfolioExport();
    const [, second] = data.portfolio;
    const form = pickPortfolioProperty(
      extractionToReviewForm({ ...data, portfolio: [data.portfolio[0], { ...second, city: null, zip: null }] }),
      1,
    );
    expect([form.details.city, form.details.zip]).toEqual(["", ""]);
    expect(form.provenance.facts.city).toBeUndefined();
  });
});
