import type { PropertyFacts } from "../analysis/deal-input";
import type { CreatePropertyInput, Property } from "../contracts/property";
import { monthlyTotals } from "../finance/property-totals";

/**
 * The fourplex the API and end-to-end tests create, as a user would enter it: $800,000, 4 x $1,500 rent,
 * $100 laundry and $2,100 of expenses a month (NOI $4,000 a month, $48,000 a year: a 6.00% cap rate).
 */
export const fourplexInput = (overrides: Partial<CreatePropertyInput> = {}): CreatePropertyInput => ({
  nickname: "Elm Street Fourplex",
  address: "120 Elm Street",
  city: "Springfield",
  state: "IL",
  zip: "62704",
  listingLink: "https://listings.example.com/120-elm",
  realtorName: "Dana Broker",
  realtorPhone: "(217) 555-0100",
  realtorEmail: "dana@brokerage.example.com",
  price: 800_000,
  parcelNumber: "14-22-301-005",
  yearBuilt: 1962,
  squareFeet: 3_600,
  unitCount: 4,
  units: [1, 2, 3, 4].map((n) => ({
    unitNumber: `Unit ${n}`,
    beds: 2,
    baths: 1,
    sqft: 900,
    monthlyRentCents: 150_000,
    marketRentCents: null,
    vacant: false,
  })),
  otherIncome: [{ label: "Laundry", amountMonthlyCents: 10_000, source: "manual", sourcePage: null, sourceFile: null }],
  expenses: [
    expenseLine("Property taxes", "Taxes", 120_000),
    expenseLine("Insurance", "Insurance", 50_000),
    expenseLine("Repairs", "Maintenance", 40_000),
  ],
  ...overrides,
});

/** A manual expense line of so many cents a month. */
export function expenseLine(
  label: string,
  category: NonNullable<CreatePropertyInput["expenses"]>[number]["category"],
  amountMonthlyCents: number,
) {
  return { label, category, amountMonthlyCents, source: "manual" as const, sourcePage: null, sourceFile: null };
}

/**
 * A property as the app models it once saved (`Property`): the given facts, every other field blank or default, and
 * the totals core computes. For tests of what reads a saved property (the Financials draft, the wire conversion).
 */
export function savedProperty(facts: PropertyFacts, overrides: Partial<Property> = {}): Property {
  return {
    id: "p1",
    nickname: null,
    address: "1 Test St",
    city: null,
    state: null,
    zip: null,
    listingLink: null,
    realtorName: null,
    realtorPhone: null,
    realtorEmail: null,
    parcelNumber: null,
    notes: "",
    fullExtract: "",
    documentLines: null,
    documentTotals: null,
    myRatings: { overall: 0, condition: 0, value: 0 },
    aiRatings: null,
    favorite: false,
    heroUrl: null,
    traceId: null,
    capRatePct: null,
    rating: null,
    warnings: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...facts,
    underwriting: facts.underwriting ?? null,
    totals: monthlyTotals(facts.units, facts.otherIncome, facts.expenses),
    ...overrides,
  };
}
