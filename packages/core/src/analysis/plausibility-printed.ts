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
  expenses_set_aside_annual: "non-operating lines among the expenses",
  noi_deductions_annual: "deductions before NOI",
};

const HINTS = {
  rent_roll_monthly: "check for units read twice, summary rows, a market column read as rent, or a missed page",
  rent_roll_market_monthly: "check the market rent column and for units read twice",
  income: "check for a total row (potential or gross income) read as an income line, or a missed line",
  total_expenses_annual: "check for a total or subtotal row read as an expense, or a pro forma column",
  noi_annual: "check for total rows read as income or expense lines, or a pro forma column read as in place",
  cap_rate_pct: "check the income and expense lines and the price",
} as const;
const INCOME_TOTALS: readonly DocumentTotalKey[] = ["gross_income_annual", "effective_income_annual", "monthly_income"];

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

/** A printed total against a figure the lines give, in cents (percent for the cap rate), and how far apart. */
type Comparison = { printed: DocumentTotal; derived: number; unit: "money" | "pct"; per: string; offPct: number };

function compare(printed: DocumentTotal, derived: number, per: "a month" | "a year" | ""): Comparison | null {
  const unit = printed.total === "cap_rate_pct" ? "pct" : "money";
  const value = unit === "money" ? printed.value * 100 : printed.value;
  if (value === 0) return null;
  return { printed, derived, unit, per, offPct: (Math.abs(derived - value) / Math.abs(value)) * 100 };
}

/** Of several ways the documents' figures can be set against the lines, the one that agrees best. */
const closest = (options: (Comparison | null)[]): Comparison | null =>
  options.reduce<Comparison | null>((best, c) => (c && (!best || c.offPct < best.offPct) ? c : best), null);

function findingOf(c: Comparison | null, hint: string): PrintedTotalFinding | null {
  if (!c || c.offPct <= PRINTED_TOTAL_BANDS.medium) return null;
  const value = c.unit === "money" ? c.printed.value * 100 : c.printed.value;
  const show = (v: number) => (c.unit === "money" ? money(v) : pct(v));
  const per = c.per ? ` ${c.per}` : "";
  return {
    code: "document_total_mismatch",
    severity: c.offPct > PRINTED_TOTAL_BANDS.high ? "high" : "medium",
    total: c.printed.total,
    message: `The document prints ${TOTAL_NAMES[c.printed.total]} of ${show(value)}${per}${whereOf(c.printed)} but the lines read from the documents give ${show(c.derived)}${per} (${Math.round(c.offPct)}% ${c.derived > value ? "more" : "less"}): ${hint}. Correct the lines, or confirm them if the document is wrong.`,
  };
}

/**
 * Each printed total the property's document-derived lines miss by more than 2%, with both figures and the source.
 *
 * Documents print rents and income two ways: in place (what the occupied units pay) or potential (vacant units at
 * their asking or market rent, "gross potential"). The lines are held against whichever the printed figure agrees
 * with best, so a document that counts vacant units' asking rents is not taken for a misreading; a doubled or halved
 * reading is far from both. The NOI is the lines' income on that same footing, less the expense lines, less what the
 * document itself deducts or counts as expenses that the lines do not hold (loan payments, capex, a vacancy allowance).
 */
export function printedTotalFindings(p: PrintedTotalsInput): PrintedTotalFinding[] {
  const all = p.documentTotals ?? [];
  const open = all.filter((t) => !t.confirmed);
  if (open.length === 0) return [];
  const printed = (key: DocumentTotalKey) => open.find((t) => t.total === key);
  const amount = (key: DocumentTotalKey) => (all.find((t) => t.total === key)?.value ?? 0) * 100;
  const findings: (PrintedTotalFinding | null)[] = [];

  const rentRollIsDocuments = unitsAreDocuments(p.units);
  const rents = rentFootings(p.units);
  const rentRoll = printed("rent_roll_monthly");
  // Each file's rows against that file's printed rent roll (a suite read from the OM is not in the rent roll's total).
  const rollRows = rentRoll ? rowsOfFile(p.units, rentRoll.file) : [];
  if (rentRoll && unitsAreDocuments(rollRows))
    findings.push(
      findingOf(closest(rentFootings(rollRows).map((c) => compare(rentRoll, c, "a month"))), HINTS.rent_roll_monthly),
    );
  const market = printed("rent_roll_market_monthly");
  const marketRows = market ? rowsOfFile(p.units, market.file) : [];
  if (market && unitsAreDocuments(marketRows) && marketRows.every((u) => u.marketRentCents !== null)) {
    const marketCents = sum(marketRows.map((u) => u.marketRentCents ?? 0));
    if (marketCents > 0)
      findings.push(findingOf(compare(market, marketCents, "a month"), HINTS.rent_roll_market_monthly));
  }

  const otherCents = sum(p.otherIncome.map((i) => i.amountMonthlyCents ?? 0));
  const incomeIsDocuments = (p.units.length === 0 || rentRollIsDocuments) && fromDocument(p.otherIncome);
  // A rent roll from one file and a statement from another describe different dates (today's leases against last
  // year's collections): the rents are held against their own file's totals only, never against the statement's.
  const ofTheRentRoll = rentRollFileTest(p.units, all);
  const incomes = (rents.length > 0 ? rents : [0]).map((r) => (r + otherCents) * 12).filter((c) => c > 0);
  // The income on the footing the documents print it; in place when they print none.
  let incomeAnnual = incomes[0] ?? 0;
  let printedIncome: DocumentTotal | null = null;
  if (incomeIsDocuments && incomes.length > 0) {
    const options = incomes.flatMap((annual) =>
      open.filter(ofTheRentRoll).flatMap((t) => {
        if (t.total === "gross_income_annual" || t.total === "effective_income_annual")
          return [compare(t, annual, "a year")];
        return t.total === "monthly_income" ? [compare(t, annual / 12, "a month")] : [];
      }),
    );
    const best = closest(options);
    if (best) incomeAnnual = best.per === "a month" ? best.derived * 12 : best.derived;
    printedIncome = best?.printed ?? null;
    findings.push(findingOf(best, HINTS.income));
  }

  const expensesAreDocuments = p.expenses.length > 0 && fromDocument(p.expenses);
  const expenseLines = sum(p.expenses.map((e) => e.amountMonthlyCents ?? 0)) * 12;
  const setAside = amount("expenses_set_aside_annual");
  const expenses = printed("total_expenses_annual");
  if (expenses && expensesAreDocuments)
    findings.push(findingOf(compare(expenses, expenseLines + setAside, "a year"), HINTS.total_expenses_annual));

  if (incomeIsDocuments && incomeAnnual > 0 && expensesAreDocuments) {
    const noi = printed("noi_annual");
    const noiCents = incomeAnnual - expenseLines - setAside - deductionsOf(printedIncome, expenses, noi, all);
    if (noi && ofTheRentRoll(noi)) findings.push(findingOf(compare(noi, noiCents, "a year"), HINTS.noi_annual));
    const cap = printed("cap_rate_pct");
    // The printed price when the documents print one: the cap rate is the documents' own, at their price.
    const price = printed("price")?.value ?? p.price;
    if (cap && ofTheRentRoll(cap) && price > 0)
      findings.push(findingOf(compare(cap, noiCents / price, ""), HINTS.cap_rate_pct));
  }
  const found = findings.filter((f): f is PrintedTotalFinding => f !== null);
  return [...found.filter((f) => f.severity === "high"), ...found.filter((f) => f.severity === "medium")];
}

/** Units the user added or changed are "manual"; rows from the review carry "document", "unit_mix" or no source. */
const unitsAreDocuments = (units: readonly Unit[]) => units.length > 0 && units.every((u) => u.source !== "manual");

/** The rent roll in place, and with the vacant units at their asking rent (gross potential), in cents a month. */
function rentFootings(units: readonly Unit[]): number[] {
  const inPlace = sum(units.map(rentInPlaceCents));
  const vacantAsking = sum(units.map((u) => (u.vacant ? (u.marketRentCents ?? u.monthlyRentCents ?? 0) : 0)));
  return [...new Set([inPlace, inPlace + vacantAsking])].filter((c) => c > 0);
}

/** Whether any row keeps the file it was read from (rows saved before issue 30's unit sources keep none). */
const rowsKnowTheirFile = (units: readonly Unit[]) => units.some((u) => u.sourceFile);

/**
 * The rows a total printed in `file` answers to: the rows read from that file when the rows keep their file; every
 * row on a property saved before they did, or for a total whose file is not known.
 */
export function rowsOfFile(units: readonly Unit[], file: string | null): Unit[] {
  if (file === null || !rowsKnowTheirFile(units)) return [...units];
  return units.filter((u) => u.sourceFile === file);
}

/**
 * Whether a statement's total (income, NOI, cap rate) can be held against the whole rent roll: only when the rent
 * roll was read from the same file. Rows that keep their file say so; on an older property the file of the printed
 * rent roll or unit count stands for the rows' (a guess, kept for rows that never recorded theirs).
 */
function rentRollFileTest(units: readonly Unit[], all: readonly DocumentTotal[]) {
  if (rowsKnowTheirFile(units)) {
    // A row without a file is one nobody filled (the review's padding up to the unit count) or the user's own.
    const files = new Set(units.flatMap((u) => (u.sourceFile ? [u.sourceFile] : [])));
    return (t: DocumentTotal | undefined) => t?.file == null || (files.size === 1 && files.has(t.file));
  }
  const rentRollFile = all.find((t) => t.total === "rent_roll_monthly" || t.total === "units")?.file ?? null;
  return (t: DocumentTotal | undefined) =>
    units.length === 0 || rentRollFile === null || t?.file == null || t.file === rentRollFile;
}

/**
 * What the document deducts between the income it prints and its NOI besides its expenses (a vacancy and credit loss
 * allowance from a potential income): its own arithmetic when it prints the three figures, else what the reading
 * found printed as deductions.
 */
function deductionsOf(
  income: DocumentTotal | null,
  expenses: DocumentTotal | undefined,
  noi: DocumentTotal | undefined,
  all: readonly DocumentTotal[],
): number {
  if (income && expenses && noi) {
    const annual = income.total === "monthly_income" ? income.value * 12 : income.value;
    return Math.max(0, Math.round((annual - expenses.value - noi.value) * 100));
  }
  return (all.find((t) => t.total === "noi_deductions_annual")?.value ?? 0) * 100;
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
