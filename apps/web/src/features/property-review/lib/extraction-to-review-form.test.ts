import { describe, expect, it } from "vitest";
import { extractionToReviewForm, parseStoredExtraction } from "./extraction-to-review-form";
import { initialReviewForm } from "./initial-review-form";

const extraction = {
  address: "12 Elm St",
  city: "Springfield",
  state: "il",
  zip: 2101,
  price: "$1,250,000",
  year_built: "1925",
  square_feet: 9450,
  units_total: 4,
  parcel_number: "14-22-301",
  units: [
    { unit_number: "1A", rent: "$1,200", sqft: "850", beds: 2, baths: 1 },
    { rent: 1350.5, bedCount: "3", baths: "1.5" },
  ],
  expenses: {
    items: [
      {
        label: "Property Taxes $10,305 Estimated",
        amount_annual: "$10,305",
        category: "Taxes",
        source: "document",
        source_page: 11,
        source_file: "om.pdf",
      },
      { label: "Insurance $3,700 Est.", amount_monthly: "308.33", category: "insurance" },
      { label: "Landscaping", amount_monthly: "TBD", category: "Grounds" },
    ],
  },
  other_income: { items: [{ label: "Laundry", amount_monthly: 150 }] },
  fullExtract: "OFFERING MEMORANDUM ...",
  traceId: "trace-123",
};

describe("extractionToReviewForm", () => {
  const form = extractionToReviewForm(extraction);

  it("reads the property fields, formatting price and square feet for the inputs", () => {
    expect(form.details).toMatchObject({
      address: "12 Elm St",
      city: "Springfield",
      state: "IL",
      zip: "02101",
      price: "$1,250,000",
      yearBuilt: "1925",
      squareFeet: "9,450",
      unitCount: "4",
      parcelNumber: "14-22-301",
    });
    expect(form.fullExtract).toBe("OFFERING MEMORANDUM ...");
    expect(form.traceId).toBe("trace-123");
  });

  it("reads units with rents given as strings or numbers, and pads the rent roll to units_total", () => {
    expect(form.units).toHaveLength(4);
    expect(form.units[0]).toMatchObject({ unitNumber: "1A", beds: "2", baths: "1", sqft: "850" });
    expect(form.units[0]!.rent.monthlyCents).toBe(120_000);
    expect(form.units[1]).toMatchObject({ beds: "3", baths: "1.5" });
    expect(form.units[1]!.rent.monthlyCents).toBe(135_050);
    expect(form.units[3]!.rent.monthlyCents).toBeNull();
  });

  it("cleans expense labels, converts annual to monthly, and keeps the source page", () => {
    const [taxes, insurance, landscaping] = form.expenses;
    expect(taxes).toMatchObject({ label: "Property Taxes", category: "Taxes", sourcePage: 11, sourceFile: "om.pdf" });
    expect(taxes!.amount).toEqual({ monthlyCents: 85_875, monthlyText: "858.75", annualText: "10,305" });
    expect(insurance).toMatchObject({ label: "Insurance", category: "Insurance" });
    expect(insurance!.amount.monthlyCents).toBe(30_833);
    expect(landscaping!.category).toBe("Other");
    expect(landscaping!.amount.monthlyCents).toBeNull();
  });

  it("reads other income", () => {
    expect(form.otherIncome).toHaveLength(1);
    expect(form.otherIncome[0]!.amount.monthlyCents).toBe(15_000);
  });

  it("takes the camelCase spellings too", () => {
    const camel = extractionToReviewForm({
      yearBuilt: 1990,
      squareFeet: "12,000",
      unitCount: "2",
      units: [{ rent: 900 }],
    });
    expect(camel.details).toMatchObject({ yearBuilt: "1990", squareFeet: "12,000", unitCount: "2" });
    expect(camel.units).toHaveLength(2);
  });

  it("survives odd input", () => {
    for (const odd of [
      null,
      42,
      "text",
      [],
      { units: "none", expenses: 7, price: {} },
      { units: [null, 3, { rent: {} }] },
    ]) {
      const result = extractionToReviewForm(odd);
      expect(result.details.address).toBe("");
      expect(result.expenses).toEqual([]);
    }
  });
});

describe("where the form comes from", () => {
  it("reads the stored extraction for ?extractId", () => {
    const stored = { "plexwise:extract:abc": JSON.stringify({ address: "1 Main" }) };
    const form = initialReviewForm("?extractId=abc", (key) => stored[key as keyof typeof stored] ?? null);
    expect(form.details.address).toBe("1 Main");
  });

  it("starts empty when the stored extraction is missing or bad JSON", () => {
    expect(parseStoredExtraction("{not json")).toBeNull();
    expect(initialReviewForm("?extractId=zzz", () => "{oops").details.address).toBe("");
  });

  it("reads query parameters without extractId", () => {
    const form = initialReviewForm(
      "?address=9+Oak+Ave&state=ma&price=749000&sqft=3200&unitCount=3&yearBuilt=1910",
      () => null,
    );
    expect(form.details).toMatchObject({
      address: "9 Oak Ave",
      state: "MA",
      price: "$749,000",
      squareFeet: "3,200",
      unitCount: "3",
      yearBuilt: "1910",
    });
    expect(form.units).toHaveLength(3);
  });
});
