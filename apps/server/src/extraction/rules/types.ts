import type { PropertyLine } from "./address";
import type { ExpenseCategory } from "@plexwise/core/limits";

/**
 * What the rules read from one document, before several documents are merged. Money is integer cents
 * (ADR 0004); `page` is where a value was printed, so a person can check it.
 */
export type Sourced<T> = { value: T; page: number; line?: string };

export type Facts = {
  propertyName?: Sourced<string>;
  address?: Sourced<string>;
  city?: Sourced<string>;
  state?: Sourced<string>;
  zip?: Sourced<string>;
  /** Whole dollars. */
  price?: Sourced<number>;
  yearBuilt?: Sourced<number>;
  squareFeet?: Sourced<number>;
  unitsTotal?: Sourced<number>;
  parcelNumber?: Sourced<string>;
  realtorName?: Sourced<string>;
  realtorPhone?: Sourced<string>;
  realtorEmail?: Sourced<string>;
};

export type ExtractedUnit = {
  unitNumber: string;
  unitType: string | null;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  /** Rent in place. Null for a vacant unit: its asking rent is not collected rent. */
  rentCents: number | null;
  /** Pro-forma, market or asking rent, kept apart from the rent in place. */
  marketRentCents: number | null;
  vacant: boolean;
  /** What a vacant unit's rent column printed (its asking rent), to explain totals that count it. */
  askingRentCents: number | null;
  /** A shop or office in a mixed-use building. */
  commercial: boolean;
  page: number;
  /** The printed row the unit was read from (cells joined by two spaces), for the review's "where from". */
  line?: string;
  /** In an export of several properties, the property group the row was listed under. */
  property?: string;
  /** The lease's first and last day (yyyy-mm-dd), when the rent roll has such columns. */
  leaseStart?: string;
  leaseEnd?: string;
};

/**
 * One line of a unit-mix table ("8  1 Bed / 1 Bath  750 SF  $1,240"): how many units of a type and what
 * they rent for. An OM that prints no rent roll still gives the unit count and the mix from it.
 */
export type UnitMixRow = {
  unitType: string;
  beds: number | null;
  baths: number | null;
  count: number;
  sqft: number | null;
  /** Average rent in place per unit, per month. */
  avgRentCents: number | null;
  /** Average market or pro-forma rent per unit, per month. */
  marketRentCents: number | null;
  page: number;
  /** The printed row. */
  line?: string;
};

export type IncomeKind = "rent" | "rent_adjustment" | "other";

export type LineItem = {
  label: string;
  annualCents: number;
  monthlyCents: number;
  page: number;
  category?: ExpenseCategory;
  /** For income lines: gross rent, a deduction from it (vacancy, loss to lease, concessions), or other income. */
  incomeKind?: IncomeKind;
  /** The printed row the line was read from. */
  line?: string;
};

/** Totals the document prints, which the rules check their own rows against. */
export type ReportedTotals = {
  unitCount?: Sourced<number>;
  /** The rent roll's total of current (scheduled) rent, per month. */
  rentRollMonthlyCents?: Sourced<number>;
  rentRollMarketMonthlyCents?: Sourced<number>;
  rentRollSqft?: Sourced<number>;
  /** A monthly income figure printed outside a rent roll table ("Monthly Income 6,525"). */
  monthlyIncomeCents?: Sourced<number>;
  grossIncomeAnnualCents?: Sourced<number>;
  totalExpensesAnnualCents?: Sourced<number>;
  noiAnnualCents?: Sourced<number>;
  /** Effective gross income (after vacancy and credit loss) as printed, per year. */
  effectiveIncomeAnnualCents?: Sourced<number>;
  /** The current (in-place) cap rate as printed, in percent (4.16 for 4.16%). */
  capRatePct?: Sourced<number>;
};

/** Lines a statement prints that are not operating items: debt service, capex, reserves, vacancy allowances. */
export type SetAside = {
  label: string;
  annualCents: number;
  page: number;
  /** below_noi: printed under the NOI line; inside_expenses: printed among operating expenses and moved out. */
  why: "below_noi" | "noi_deduction" | "inside_expenses";
  /** The statement heading the line sat under ("Capital Expenses"), if any. */
  group: string | null;
};

export const DOCUMENT_ROLES = ["rent_roll", "t12", "offering_memorandum", "listing", "rent_comps", "other"] as const;
export type DocumentRole = (typeof DOCUMENT_ROLES)[number];

export type PropertyKind = "residential" | "mixed_use" | "not_residential" | "unknown";

/** One property of a portfolio export: its heading and its own unit rows (the review lets the person pick one). */
export type PortfolioEntry = {
  name: string;
  units: ExtractedUnit[];
  /** The street, city, state and zip its heading prints. */
  place?: PropertyLine | null;
  /** Its own subtotal line (unit count, rent), when the export prints one. */
  reported?: ReportedTotals;
};

/** A line a statement prints with both an actual (T-12) and a pro forma (broker) figure, cents per month. */
export type DocumentLineRead = {
  label: string;
  kind: "rent" | "income" | "expense";
  category: ExpenseCategory | null;
  t12MonthlyCents: number | null;
  brokerMonthlyCents: number | null;
  page: number;
};

export type DocumentExtraction = {
  fileName: string;
  role: DocumentRole;
  propertyKind: PropertyKind;
  facts: Facts;
  units: ExtractedUnit[];
  /** The unit-mix table, when the document prints one (with or without a rent roll). */
  unitMix: UnitMixRow[];
  /** An export of several properties: each group's name and unit rows. The first one's units are `units`. */
  portfolio?: PortfolioEntry[];
  expenses: LineItem[];
  otherIncome: LineItem[];
  reported: ReportedTotals;
  setAside: SetAside[];
  /** The T-12 and pro forma columns, when a statement prints both side by side. */
  documentLines?: DocumentLineRead[];
  warnings: string[];
};
