import { EXPENSE_CATEGORIES, MAX_ROWS, MAX_UNITS } from "@plexwise/core/limits";
import { fourplexInput } from "@plexwise/core/testing";

/**
 * A property at the schema's maximum: 2,000 units and 2,000 expense lines, each line read from a document (so the
 * report prints its file and page). Its report is a PDF of about 12 MB that takes pdfkit seconds and hundreds of
 * megabytes: the report pool's tests and `bench/faults.ts` ("report") ask for it. The POST body stays under 1 MB.
 */
export const largestProperty = (address = "2000 Largest Ave") =>
  fourplexInput({ nickname: "The Largest", address, ...largestFacts() });

/** Its figures and rows alone, for a report built without the API (`savedProperty(fourplex(largestFacts()))`). */
export const largestFacts = () => ({
  price: 400_000_000,
  unitCount: MAX_UNITS,
  squareFeet: 1_800_000,
  units: Array.from({ length: MAX_UNITS }, (_, n) => ({
    unitNumber: `${1 + Math.floor(n / 40)}-${(n % 40) + 1}`,
    beds: 1 + (n % 3),
    baths: 1,
    sqft: 650 + (n % 3) * 200,
    monthlyRentCents: n % 23 === 0 ? null : (1_300 + (n % 7) * 75) * 100,
    marketRentCents: (1_450 + (n % 7) * 75) * 100,
    vacant: n % 23 === 0,
  })),
  otherIncome: [],
  expenses: Array.from({ length: MAX_ROWS }, (_, n) => ({
    label: `Line ${n + 1}`,
    category: EXPENSE_CATEGORIES[n % EXPENSE_CATEGORIES.length] ?? "Other",
    amountMonthlyCents: (100 + (n % 50) * 10) * 100,
    source: "document" as const,
    sourceFile: "t12-operating-statement.pdf",
    sourcePage: 1 + (n % 40),
  })),
});
