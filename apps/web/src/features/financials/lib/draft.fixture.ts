import type { Property } from "@plexwise/core";

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

/** A saved fourplex as GET /api/properties/:id answers it, for the Financials draft tests. */
export function savedFourplex(overrides: Partial<Property> = {}): Property {
  const unit = savedUnit;
  return {
    id: "p1",
    nickname: "Elm",
    address: "120 Elm Street",
    city: null,
    state: null,
    zip: null,
    listingLink: null,
    realtorName: null,
    realtorPhone: null,
    realtorEmail: null,
    price: 800_000,
    parcelNumber: null,
    yearBuilt: null,
    squareFeet: 3_600,
    unitCount: 4,
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
    notes: "",
    fullExtract: "",
    myRatings: { overall: 0, condition: 0, value: 0 },
    aiRatings: null,
    cashPurchase: true,
    favorite: false,
    heroUrl: null,
    traceId: null,
    interestRatePct: null,
    amortYears: null,
    downPaymentPct: null,
    downPaymentAmt: null,
    vacancyPct: null,
    irrAssumptions: null,
    totals: { rentMonthlyCents: 450_000, otherIncomeMonthlyCents: 10_000, expensesMonthlyCents: 0 },
    capRatePct: null,
    rating: null,
    warnings: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
