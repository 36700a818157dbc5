import type { Property } from "@plexwise/core";
import { savedProperty } from "@plexwise/core/testing";

/** One of the fourplex's units: 2 bed / 1 bath, 900 sq ft, $1,500 a month in place. */
export const savedUnit = {
  unitNumber: "",
  beds: 2,
  baths: 1,
  sqft: 900,
  monthlyRentCents: 150_000,
  marketRentCents: null,
  vacant: false,
};

/** A saved fourplex as the app reads it from GET /api/properties/:id, for the Financials draft tests. */
export function savedFourplex(overrides: Partial<Property> = {}): Property {
  const unit = savedUnit;
  return savedProperty(
    {
      price: 800_000,
      unitCount: 4,
      squareFeet: 3_600,
      yearBuilt: null,
      units: [
        unit,
        { ...unit, unitNumber: "2B" },
        { ...unit, unitNumber: "Garden" },
        { ...unit, monthlyRentCents: null, vacant: true },
      ],
      otherIncome: [
        { label: "Laundry", amountMonthlyCents: 10_000, source: "document", sourcePage: 3, sourceFile: "om.pdf" },
      ],
      expenses: [],
      vacancyPct: null,
      cashPurchase: true,
      downPaymentPct: null,
      downPaymentAmt: null,
      interestRatePct: null,
      amortYears: null,
      irrAssumptions: null,
    },
    { nickname: "Elm", address: "120 Elm Street", ...overrides },
  );
}
