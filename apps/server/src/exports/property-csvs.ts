import { dealOfProperty, FIGURES_TO_CHECK_TITLE, figuresToCheckLines, roundTo } from "@plexwise/core/analysis";
import { monthlyTotals, rentInPlaceCents, type Property, type PropertySummary } from "@plexwise/core";
import { csvDollars, toCsv, type CsvCell } from "./csv";

const yesNo = (value: boolean) => (value ? "Yes" : "No");
/** A percent or rating as the list shows it, to 2 decimals; null stays empty. */
const twoDecimals = (value: number | null): number | null => (value === null ? null : roundTo(value, 2));
/** The engine's dollars to the cent. */
const cents = (dollars: number): number => roundTo(dollars, 2);

/**
 * The plausibility guard's findings below a property's table (core plausibility-summary.ts: the lines the report and a
 * shared deal carry): a blank row, "Figures to check", then one finding a row, in the first column, each row as wide
 * as the header. A property with no findings gets none of it, so its file is the table alone.
 */
export function withFiguresToCheck(header: readonly string[], rows: CsvCell[][], property: Property): CsvCell[][] {
  const lines = figuresToCheckLines(property);
  if (lines.length === 0) return rows;
  const row = (text: string | null): CsvCell[] => [text, ...header.slice(1).map(() => null)];
  return [...rows, row(null), row(FIGURES_TO_CHECK_TITLE), ...lines.map(row)];
}

export const RENT_ROLL_HEADER = [
  "Unit",
  "Beds",
  "Baths",
  "Sq Ft",
  "Vacant",
  "Rent in place (monthly)",
  "Rent (monthly)",
  "Market rent (monthly)",
  "Source",
] as const;

/**
 * The rent roll, one row per unit, then a Total row with the rent in place of property-totals.ts (a vacant unit
 * collects none; its asked rent stays in "Rent (monthly)"), then the figures to check, if any.
 */
export function rentRollCsv(property: Property): string {
  const rows: CsvCell[][] = property.units.map((u) => [
    u.unitNumber,
    u.beds,
    u.baths,
    u.sqft,
    yesNo(u.vacant),
    csvDollars(rentInPlaceCents(u)),
    csvDollars(u.monthlyRentCents),
    csvDollars(u.marketRentCents),
    u.source ?? "manual",
  ]);
  const totals = monthlyTotals(property.units, property.otherIncome, property.expenses);
  rows.push(["Total", null, null, null, null, csvDollars(totals.rentMonthlyCents), null, null, null]);
  return toCsv(RENT_ROLL_HEADER, withFiguresToCheck(RENT_ROLL_HEADER, rows, property));
}

export const LINES_HEADER = [
  "Kind",
  "Category",
  "Label",
  "Monthly",
  "Annual",
  "Source",
  "Source document",
  "Source page",
] as const;

/**
 * The income and expense lines as Financials lists them (the rent roll's rent in place, each other income line,
 * each expense line) with the document and page each came from, then the deal model's monthly totals
 * (analyze-deal.ts): gross income, vacancy, effective income, expenses, NOI, debt service and cash flow; then the
 * figures to check, if any.
 */
export function linesCsv(property: Property): string {
  const totals = monthlyTotals(property.units, property.otherIncome, property.expenses);
  const line = (kind: string, category: string, label: string, monthlyCents: number | null): CsvCell[] => [
    kind,
    category,
    label,
    csvDollars(monthlyCents),
    monthlyCents === null ? null : csvDollars(monthlyCents * 12),
  ];
  const rows: CsvCell[][] = [
    [...line("Income", "Rent", "Rent in place (rent roll)", totals.rentMonthlyCents), "rent roll", null, null],
    ...property.otherIncome.map((i) => [
      ...line("Income", "Other income", i.label, i.amountMonthlyCents),
      i.source,
      i.sourceFile,
      i.sourcePage,
    ]),
    ...property.expenses.map((e) => [
      ...line("Expense", e.category, e.label, e.amountMonthlyCents),
      e.source,
      e.sourceFile,
      e.sourcePage,
    ]),
  ];
  const { monthly } = dealOfProperty(property);
  const total = (label: string, dollars: number): CsvCell[] => [
    "Total",
    null,
    label,
    cents(dollars),
    cents(dollars * 12),
    "deal model",
    null,
    null,
  ];
  rows.push(
    total("Gross income", monthly.grossIncome),
    total(`Vacancy (${property.vacancyPct ?? 0}%)`, -monthly.vacancy),
    total("Effective income", monthly.income),
    total("Expenses", monthly.expenses),
    total("Net operating income", monthly.noi),
    total("Debt service", monthly.debtService),
    total("Cash flow", monthly.cashFlow),
  );
  return toCsv(LINES_HEADER, withFiguresToCheck(LINES_HEADER, rows, property));
}

export const PROPERTIES_HEADER = [
  "Nickname",
  "Address",
  "City",
  "State",
  "Zip",
  "Price",
  "Units",
  "Cap rate %",
  "Rating",
  "Favorite",
  "Added",
] as const;

/** My Properties with the list's figures (the stored deal-model cap rate, the list rating), in the given order. */
export function propertiesCsv(summaries: readonly PropertySummary[]): string {
  return toCsv(
    PROPERTIES_HEADER,
    summaries.map((p) => [
      p.nickname,
      p.address,
      p.city,
      p.state,
      p.zip,
      p.price,
      p.unitCount,
      twoDecimals(p.capRatePct),
      twoDecimals(p.rating),
      yesNo(p.favorite),
      p.createdAt.slice(0, 10),
    ]),
  );
}
