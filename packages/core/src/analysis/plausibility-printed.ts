import type { DocumentTotal, DocumentTotalKey } from "../contracts/document-totals";
import type { ExpenseItem, OtherIncomeItem, Unit } from "../contracts/property-parts";
import { rentInPlaceCents } from "../finance/property-totals";
import { formatCents } from "../money/index";

/**
 * The property's document-derived lines held against the totals the documents print (issue 30): the rent roll in
 * place, the income and expense lines read from the documents, and the NOI and cap rate they give. A reading that
 * doubled a statement (a "Total Expenses" row kept as a line) or took a pro forma column for the rent roll misses
 * the printed figure by far more than rounding, and says so for as long as the property keeps those lines.
 *
 * A group of lines is the documents' only while every line in it is: a line the user edited or added ("manual"),
 * or one Normalise proposed ("derived"), makes the whole group the user's underwriting, which never trips this
 * check. A total the user confirmed (`confirmed`) is not checked again.
 */
export type PrintedTotalsInput = {
  price: number;
  units: Unit[];
  otherIncome: OtherIncomeItem[];
  expenses: ExpenseItem[];
  documentTotals?: readonly DocumentTotal[] | null;
};

export type PrintedTotalFinding = {
  code: "document_total_mismatch";
  severity: "high" | "medium";
  message: string;
  /** The printed total the lines miss. */
  total: DocumentTotalKey;
};

/** Beyond 2% it is worth a look; beyond 10% the lines are not what the document prints. */
export const PRINTED_TOTAL_BANDS = { medium: 2, high: 10 } as const;

const TOTAL_NAMES: Record<DocumentTotalKey, string> = {
  units: "a unit count",
  price: "a price",
  rent_roll_monthly: "a rent roll total",
  rent_roll_market_monthly: "a market rent total",
  monthly_income: "a monthly income",
  gross_income_annual: "a gross income",
  effective_income_annual: "an effective gross income",
  total_expenses_annual: "total expenses",
  noi_annual: "a net operating income",
  cap_rate_pct: "a cap rate",
};

const HINTS = {
  rent_roll_monthly: "check for units read twice, summary rows, a market column read as rent, or a missed page",
  rent_roll_market_monthly: "check the market rent column and for units read twice",
  total_expenses_annual: "check for a total or subtotal row read as an expense, or a pro forma column",
  noi_annual: "check for total rows read as income or expense lines, or a pro forma column read as in place",
  cap_rate_pct: "check the income and expense lines and the price",
} as const;
const INCOME_TOTALS: readonly DocumentTotalKey[] = ["gross_income_annual", "effective_income_annual", "monthly_income"];
const INCOME_HINT = "check for a total row (potential or gross income) read as an income line, or a missed line";

const money = (cents: number) => formatCents(Math.round(cents), { showCents: Math.round(cents) % 100 !== 0 });
const pct = (n: number) => `${Math.round(n * 100) / 100}%`;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const fromDocument = (lines: { source: string }[]) => lines.every((l) => l.source === "document");

/** The file and page a total was printed on, as the finding names them. */
function whereOf(t: DocumentTotal): string {
  if (t.file && t.page !== null) return ` (${t.file}, p. ${t.page})`;
  if (t.file) return ` (${t.file})`;
  return t.page !== null ? ` (p. ${t.page})` : "";
}

type Derived = { cents: number; unit: "money" | "pct"; per: "a month" | "a year" | "" };

function finding(t: DocumentTotal, derived: Derived, hint: string): PrintedTotalFinding | null {
  const printed = derived.unit === "money" ? t.value * 100 : t.value;
  if (printed === 0) return null;
  const off = (Math.abs(derived.cents - printed) / Math.abs(printed)) * 100;
  if (off <= PRINTED_TOTAL_BANDS.medium) return null;
  const show = (v: number) => (derived.unit === "money" ? money(v) : pct(v));
  const per = derived.per ? ` ${derived.per}` : "";
  return {
    code: "document_total_mismatch",
    severity: off > PRINTED_TOTAL_BANDS.high ? "high" : "medium",
    total: t.total,
    message: `The document prints ${TOTAL_NAMES[t.total]} of ${show(printed)}${per}${whereOf(t)} but the lines read from the documents give ${show(derived.cents)}${per} (${Math.round(off)}% ${derived.cents > printed ? "more" : "less"}): ${hint}. Correct the lines, or confirm them if the document is wrong.`,
  };
}

/** Each printed total the property's document-derived lines miss by more than 2%, with both figures and the source. */
export function printedTotalFindings(p: PrintedTotalsInput): PrintedTotalFinding[] {
  const open = (p.documentTotals ?? []).filter((t) => !t.confirmed);
  if (open.length === 0) return [];
  const printed = (key: DocumentTotalKey) => open.find((t) => t.total === key);
  const findings: (PrintedTotalFinding | null)[] = [];

  // Units the user added or changed in Financials are "manual"; rows from the review carry no source or "unit_mix".
  const rentRollIsDocuments = p.units.length > 0 && p.units.every((u) => u.source !== "manual");
  const rentCents = sum(p.units.map(rentInPlaceCents));
  const rentRoll = printed("rent_roll_monthly");
  if (rentRoll && rentRollIsDocuments && rentCents > 0)
    findings.push(finding(rentRoll, { cents: rentCents, unit: "money", per: "a month" }, HINTS.rent_roll_monthly));
  const market = printed("rent_roll_market_monthly");
  if (market && rentRollIsDocuments && p.units.every((u) => u.marketRentCents !== null)) {
    const marketCents = sum(p.units.map((u) => u.marketRentCents ?? 0));
    if (marketCents > 0)
      findings.push(
        finding(market, { cents: marketCents, unit: "money", per: "a month" }, HINTS.rent_roll_market_monthly),
      );
  }

  const otherCents = sum(p.otherIncome.map((i) => i.amountMonthlyCents ?? 0));
  const incomeIsDocuments = (p.units.length === 0 || rentRollIsDocuments) && fromDocument(p.otherIncome);
  const incomeAnnual = (rentCents + otherCents) * 12;
  const income = incomeIsDocuments && incomeAnnual > 0 ? incomeFinding(open, incomeAnnual) : null;
  findings.push(income);

  const expensesAreDocuments = p.expenses.length > 0 && fromDocument(p.expenses);
  const expensesAnnual = sum(p.expenses.map((e) => e.amountMonthlyCents ?? 0)) * 12;
  const expenses = printed("total_expenses_annual");
  if (expenses && expensesAreDocuments)
    findings.push(
      finding(expenses, { cents: expensesAnnual, unit: "money", per: "a year" }, HINTS.total_expenses_annual),
    );

  if (incomeIsDocuments && incomeAnnual > 0 && expensesAreDocuments) {
    const noiCents = incomeAnnual - expensesAnnual;
    const noi = printed("noi_annual");
    if (noi) findings.push(finding(noi, { cents: noiCents, unit: "money", per: "a year" }, HINTS.noi_annual));
    const cap = printed("cap_rate_pct");
    // The printed price when the documents print one: the cap rate is the documents' own, at their price.
    const price = printed("price")?.value ?? p.price;
    if (cap && price > 0)
      findings.push(finding(cap, { cents: noiCents / price, unit: "pct", per: "" }, HINTS.cap_rate_pct));
  }
  const found = findings.filter((f): f is PrintedTotalFinding => f !== null);
  return [...found.filter((f) => f.severity === "high"), ...found.filter((f) => f.severity === "medium")];
}

/**
 * Income against the income the documents print: a gross (potential) income, an effective gross income or a monthly
 * income. The lines' rent in place lies between potential and effective income, so the closest printed figure is the
 * one they are held against.
 */
function incomeFinding(open: DocumentTotal[], incomeAnnualCents: number): PrintedTotalFinding | null {
  const candidates = open.flatMap((t) => {
    if (t.total === "gross_income_annual" || t.total === "effective_income_annual")
      return [finding(t, { cents: incomeAnnualCents, unit: "money", per: "a year" }, INCOME_HINT)];
    if (t.total === "monthly_income")
      return [finding(t, { cents: incomeAnnualCents / 12, unit: "money", per: "a month" }, INCOME_HINT)];
    return [];
  });
  if (candidates.length === 0 || candidates.some((c) => c === null)) return null;
  const rank = (f: PrintedTotalFinding | null) => (f?.severity === "high" ? 2 : 1);
  return candidates.reduce((best, c) => (rank(c) < rank(best) ? c : best), candidates[0] ?? null);
}

/** The confirmation the user gives for the totals a finding names: those totals are not checked again. */
export function confirmTotals(
  totals: readonly DocumentTotal[] | null,
  keys: readonly DocumentTotalKey[],
): DocumentTotal[] | null {
  if (!totals) return null;
  // The income lines are held against whichever income the documents print: confirming them confirms every one.
  const confirming = keys.some((k) => INCOME_TOTALS.includes(k)) ? [...keys, ...INCOME_TOTALS] : keys;
  return totals.map((t) => (confirming.includes(t.total) ? { ...t, confirmed: true } : t));
}
