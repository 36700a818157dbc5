import type { ExpenseItem, OtherIncomeItem, Unit } from "../contracts/property-parts";
import type { ExpenseCategory } from "../limits";
import type { PropertyFacts } from "../analysis/deal-input";

/** Buildings for the analysis tests, in the stored units: whole-dollar prices, cents per month. */

export const AS_OF_YEAR = 2026;

export const unit = (
  n: number,
  beds: number | null,
  rentDollars: number | null,
  marketDollars: number | null = null,
  vacant = false,
): Unit => ({
  unitNumber: String(n),
  beds,
  baths: 1,
  sqft: null,
  monthlyRentCents: rentDollars === null ? null : rentDollars * 100,
  marketRentCents: marketDollars === null ? null : marketDollars * 100,
  vacant,
});

export const expense = (category: ExpenseCategory, monthlyDollars: number, label: string = category): ExpenseItem => ({
  label,
  category,
  amountMonthlyCents: Math.round(monthlyDollars * 100),
  source: "manual",
  sourcePage: null,
  sourceFile: null,
});

export const otherIncome = (label: string, monthlyDollars: number): OtherIncomeItem => ({
  label,
  amountMonthlyCents: Math.round(monthlyDollars * 100),
  source: "manual",
  sourcePage: null,
  sourceFile: null,
});

/** The fourplex's vacancy allowance and financing: 5% vacancy; 25% down at 6.5% over 30 years. */
export const FOURPLEX_TERMS = {
  vacancyPct: 5,
  cashPurchase: false,
  downPaymentPct: 25,
  downPaymentAmt: null,
  interestRatePct: 6.5,
  amortYears: 30,
} satisfies Partial<PropertyFacts>;

/**
 * A clean fourplex, built 1995: $600,000, 4,000 sq ft; four 2-bed units at $1,450, $1,450, $1,500 and $1,600 in place
 * ($6,000/mo), each with a $1,650 pro-forma rent ($6,600/mo, exactly 10% above); $100/mo laundry; 5% vacancy;
 * expenses $600 taxes + $250 insurance + $350 management + $400 maintenance + $300 utilities = $1,900/mo;
 * 25% down at 6.5% over 30 years.
 */
export const fourplex = (overrides: Partial<PropertyFacts> = {}): PropertyFacts => ({
  price: 600_000,
  unitCount: 4,
  squareFeet: 4_000,
  yearBuilt: 1995,
  units: [unit(1, 2, 1_450, 1_650), unit(2, 2, 1_450, 1_650), unit(3, 2, 1_500, 1_650), unit(4, 2, 1_600, 1_650)],
  otherIncome: [otherIncome("Laundry", 100)],
  expenses: [
    expense("Taxes", 600, "Property taxes"),
    expense("Insurance", 250),
    expense("Management", 350),
    expense("Maintenance", 400, "Repairs"),
    expense("Utilities", 300, "Water & sewer"),
  ],
  ...FOURPLEX_TERMS,
  irrAssumptions: null,
  ...overrides,
});

/**
 * A 1962 12-unit building with a seller's pro-forma: $1,250,000, 9,600 sq ft; four 1-beds at $950 (pro-forma
 * $1,100), seven 2-beds at $1,150 (pro-forma $1,350) and one vacant 2-bed (asking $1,250): $11,850/mo in place;
 * no vacancy allowance; expenses $450 taxes + $500 insurance + $600 maintenance + $900 utilities = $2,450/mo,
 * no management; 25% down at 7% over 30 years.
 */
export const twelveUnits = (overrides: Partial<PropertyFacts> = {}): PropertyFacts => ({
  price: 1_250_000,
  unitCount: 12,
  squareFeet: 9_600,
  yearBuilt: 1962,
  units: [
    ...[1, 2, 3, 4].map((n) => unit(n, 1, 950, 1_100)),
    ...[5, 6, 7, 8, 9, 10, 11].map((n) => unit(n, 2, 1_150, 1_350)),
    unit(12, 2, null, 1_250, true),
  ],
  otherIncome: [],
  expenses: [expense("Taxes", 450), expense("Insurance", 500), expense("Maintenance", 600), expense("Utilities", 900)],
  vacancyPct: null,
  cashPurchase: false,
  downPaymentPct: 25,
  downPaymentAmt: null,
  interestRatePct: 7,
  amortYears: 30,
  irrAssumptions: null,
  ...overrides,
});
