import type { CompareRow, ProformaAnalysis } from "../contracts/analysis";
import type { PlausibilityFinding } from "./plausibility";
import type { Property } from "../contracts/property";
import type { DealAnalysis } from "../finance/analyze-deal";
import type { PropertyFacts } from "./deal-input";
import { roundOrNull } from "./format";

export type ComparedProperty = PropertyFacts &
  Pick<Property, "id" | "nickname" | "address"> &
  /** The totals the documents print: the plausibility guard holds the document-derived lines against them. */
  Partial<Pick<Property, "documentTotals">>;

/** One property analysed on the shared assumptions. */
export type Compared = {
  property: ComparedProperty;
  deal: DealAnalysis;
  proforma: ProformaAnalysis;
  /** The guard's findings on the property as stored (not on the shared assumptions). */
  plausibility: PlausibilityFinding[];
};

type RowSpec = Omit<CompareRow, "values" | "best"> & { value: (c: Compared) => number | null };

const positive = (n: number) => (n > 0 ? n : null);

/**
 * The comparison table. Values are rounded as shown (money to whole dollars, percents and ratios to 2 decimals,
 * payback to 1 decimal). Size figures (price, units, GOI, expenses, NOI, cash in) have no better direction: a
 * bigger building is not a better one. Nor does the expense ratio (a low one is as often understated expenses as
 * an efficient building) or the pro-forma rent gap (upside to one buyer, risk to another).
 */
export const COMPARE_ROWS: readonly RowSpec[] = [
  { key: "price", label: "Price", format: "money", better: null, value: (c) => positive(c.property.price) },
  { key: "units", label: "Units", format: "number", better: null, value: (c) => positive(c.property.unitCount) },
  {
    key: "price_per_unit",
    label: "Price per unit",
    format: "money",
    better: "lower",
    value: (c) => c.proforma.metrics.price_per_unit,
  },
  {
    key: "price_per_sf",
    label: "Price per sq ft",
    format: "money",
    better: "lower",
    value: (c) => c.proforma.metrics.price_per_sf,
  },
  {
    key: "goi_annual",
    label: "GOI (annual)",
    format: "money",
    better: null,
    value: (c) => c.proforma.metrics.goi_annual,
  },
  {
    key: "expenses_annual",
    label: "Expenses (annual)",
    format: "money",
    better: null,
    value: (c) => c.proforma.metrics.expenses_annual,
  },
  {
    key: "noi_annual",
    label: "NOI (annual)",
    format: "money",
    better: null,
    value: (c) => c.proforma.metrics.noi_annual,
  },
  {
    key: "cap_rate_percent",
    label: "Cap rate",
    format: "percent",
    better: "higher",
    value: (c) => c.proforma.metrics.cap_rate_percent,
  },
  {
    key: "oer_percent",
    label: "Expense ratio (OER)",
    format: "percent",
    better: null,
    value: (c) => c.proforma.metrics.oer_percent,
  },
  { key: "grm", label: "GRM", format: "ratio", better: "lower", value: (c) => roundOrNull(c.deal.metrics.grm, 2) },
  {
    // What the first year of the hold projects (its growth, capex, a value-add plan's downtime, interest-only
    // payments), as Financials' projection shows it: the cash flow a buyer can expect, so it is the one compared.
    key: "cash_flow_year1",
    label: "Cash flow, year 1 (projected)",
    format: "money",
    better: "higher",
    value: (c) => roundOrNull(c.deal.projection[0]?.cashFlow ?? null),
  },
  {
    // Today's figures, labelled as such beside it: the two differ whenever the plan or the loans change year 1.
    key: "cash_flow_annual",
    label: "NOI less debt service (today)",
    format: "money",
    better: null,
    value: (c) => c.proforma.metrics.cash_flow_annual,
  },
  {
    key: "cash_on_cash_percent",
    label: "Cash on cash",
    format: "percent",
    better: "higher",
    value: (c) => c.proforma.metrics.cash_on_cash_percent,
  },
  { key: "dscr", label: "DSCR", format: "ratio", better: "higher", value: (c) => c.proforma.metrics.dscr },
  {
    key: "irr_percent",
    label: "IRR",
    format: "percent",
    better: "higher",
    value: (c) => roundOrNull(c.deal.metrics.irrPct, 2),
  },
  {
    key: "equity_multiple",
    label: "Equity multiple",
    format: "ratio",
    better: "higher",
    value: (c) => roundOrNull(c.deal.metrics.equityMultiple, 2),
  },
  {
    key: "total_cash_in",
    label: "Total cash in",
    format: "money",
    better: null,
    value: (c) => roundOrNull(positive(c.deal.metrics.totalCashIn)),
  },
  {
    key: "payback_years",
    label: "Payback",
    format: "years",
    better: "lower",
    value: (c) => roundOrNull(c.deal.metrics.paybackYears, 1),
  },
  {
    key: "pro_forma_vs_current_delta_percent",
    label: "Pro-forma vs in-place rent",
    format: "percent",
    better: null,
    value: (c) => c.proforma.metrics.pro_forma_vs_current_delta_percent,
  },
];

/**
 * Indexes of the best values: every index that ties for the best. Nulls are ignored. Empty when the row has no
 * better direction, fewer than two values can be compared, or all of them are equal (nothing stands out).
 */
export function bestIndexes(values: readonly (number | null)[], better: CompareRow["better"]): number[] {
  const present = values.filter((v): v is number => v !== null);
  if (better === null || present.length < 2) return [];
  const best = better === "higher" ? Math.max(...present) : Math.min(...present);
  if (present.every((v) => v === best)) return [];
  return values.flatMap((v, i) => (v === best ? [i] : []));
}

export function compareRows(compared: readonly Compared[]): CompareRow[] {
  return COMPARE_ROWS.map(({ value, ...row }) => {
    const values = compared.map(value);
    return { ...row, values, best: bestIndexes(values, row.better) };
  });
}
