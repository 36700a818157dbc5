import type { CreatePropertyInput } from "@plexwise/core";

/** A 4-unit building as a user would enter it: $800,000, 4 x $1,500 rent, $100 laundry, $2,100 expenses. */
export const fourplex = (overrides: Partial<CreatePropertyInput> = {}): CreatePropertyInput => ({
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
    { label: "Property taxes", category: "Taxes", amountMonthlyCents: 120_000, source: "manual", sourcePage: null, sourceFile: null },
    { label: "Insurance", category: "Insurance", amountMonthlyCents: 50_000, source: "manual", sourcePage: null, sourceFile: null },
    { label: "Repairs", category: "Maintenance", amountMonthlyCents: 40_000, source: "manual", sourcePage: null, sourceFile: null },
  ],
  ...overrides,
});
