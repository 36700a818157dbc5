import { annualToMonthlyCents } from "@plexwise/core/money";
import { CELL_SEPARATOR, type ReadPage } from "../document";
import { categorise } from "./categories";
import { showMoney } from "./cells";
import { cleanLabel } from "./labels";
import { findAmountColumn, segmentUnder } from "./statement-columns";
import { amountPosition, type AmountPosition } from "./statement-derived";
import { moveOutNonOperating } from "./statement-non-operating";
import { statementPeriod } from "./statement-period";
import { findTotalColumn, segmentsOf, type Segment } from "./statement-rows";
import { readCapRate } from "./statement-cap-rate";
import { applySettled, settleTotals, type TrailEntry } from "./statement-totals";
import { joinWrappedLabels } from "./statement-wrap";
import type { IncomeKind, LineItem, ReportedTotals, SetAside } from "./types";

/**
 * Operating statements: a T-12, an OM's income and expense page, a listing sheet's expense list. Lines
 * are read in sections (income, expenses, below the NOI line); printed totals are kept to check against,
 * never turned into items; debt service, capex and reserves outside the expense list are set aside.
 */
/** "after_noi": past the NOI line, where only debt service and capex lines are read (to be set aside). */
type Section = "income" | "expenses" | "below" | "after_noi" | null;

export type StatementRead = {
  expenses: LineItem[];
  income: LineItem[];
  reported: ReportedTotals;
  setAside: SetAside[];
  /** Every statement found was labelled pro forma (projected), so these figures are not actuals. */
  proFormaOnly: boolean;
  /** A T-12 (twelve monthly columns and a total). */
  monthlyColumns: boolean;
  /** How many period (month) columns the Total column adds up, when it has them. */
  periodColumns?: number;
  /** What was corrected, for the person to check: lines moved out of expenses, a period annualised. */
  notes: string[];
  /** Items and total rows in the order printed, for choosing the reading the printed totals confirm. */
  trail: TrailEntry[];
};

/** Where each lane's section stood at the end of a page, so a statement continued overleaf carries on. */
const carried = new WeakMap<StatementRead, Section[]>();

const EXPENSES_HEADING = /^(total )?(operating |estimated |annual |property )?(expenses?|expenditures)( \(.*\))?:?$/i;
const INCOME_HEADING =
  /^(income|revenues?|rental income|operating income|other income|gross rental income|vacancy (&|and) (losses|credit loss)|gross potential (rent|income))( \(.*\))?:?$/i;
const BELOW_HEADING =
  /mortgage|debt service|capital (expense|expenditure|improvement)|\bcapex\b|non[- ]?operat|below the line|partnership|depreciation|amortization/i;
const NOI = /net operating income|^noi\b/i;
const TOTAL_EXPENSES =
  /^(total (operating |estimated )?expenses?|(less:?\s*)?(operating )?expenses|total expenditures)$/i;
const TOTAL_INCOME = /^(total (operating )?(income|revenue)s?|total annual income|annual income)$/i;
/** Income before vacancy, as a total; "Gross Potential Rent" and "Gross Scheduled Rent" are the rent line itself. */
const GROSS_INCOME =
  /^(gross (rental|rent) income|gross rents?|(gross )?potential gross income|gross potential income|gross (scheduled|operating) income|gross income|total potential income)$/i;
const EFFECTIVE_INCOME = /^(effective gross (income|revenue)|egi|effective (rental )?income)$/i;
/** An income line, for a statement that prints no "Income" heading above its first lines. */
const INCOME_LIKE = /\b(rents?|rental|income|revenues?)\b/i;
/** A row of figures per unit, per square foot or as a share ("Expenses/unit", "Expense per SF", "% of EGI"). */
const PER_ROW = /^[^$@\d]*(\/|\bper\s+)\s*(unit|door|apt|sf|sq\.?\s*f(oo|ee)?t|square\s+f(oo|ee)?t)$|^%\s*of\b/i;
const MONTHLY_INCOME = /^(total )?monthly (income|rent|rents)$/i;
const SUBTOTAL = /^(total|subtotal|sub-total|net)\b/i;
const RENT_ADJUSTMENT =
  /vacan|credit loss|collection loss|bad debt|write[- ]?off|uncollect|concession|loss to lease|gain to lease|model unit|employee unit|non[- ]?revenue/i;
const RENT_LINE = /\brents?\b|rental income|gross potential|scheduled/i;
const RESERVES = /reserve|replacement/i;
const PRO_FORMA = /pro\s?-?forma|projected|budget|stabili[sz]ed|underwrit/i;

type State = { lanes: Section[]; heading: (string | null)[] };

function sectionHeading(label: string): Section | "heading" | undefined {
  if (SUBTOTAL.test(label)) return undefined;
  if (EXPENSES_HEADING.test(label)) return "expenses";
  if (INCOME_HEADING.test(label)) return "income";
  if (BELOW_HEADING.test(label)) return "below";
  return "heading";
}

const incomeKind = (label: string): IncomeKind =>
  RENT_ADJUSTMENT.test(label) ? "rent_adjustment" : RENT_LINE.test(label) ? "rent" : "other";

function line(label: string, annualCents: number, page: number): LineItem {
  return { label, annualCents, monthlyCents: annualToMonthlyCents(annualCents), page };
}

function keepTotal(reported: ReportedTotals, key: keyof ReportedTotals, value: number, page: number): void {
  if (reported[key] === undefined) reported[key] = { value, page };
}

/** Reads one segment into the result; returns the section the lane is in afterwards. */
function readSegment(
  segment: Segment,
  section: Section,
  heading: string | null,
  page: number,
  out: StatementRead,
  guessSection = false,
  pick: AmountPosition | null = null,
): Section {
  const label = cleanLabel(segment.label);
  // The last figure, unless the page's rows show it is derived from another (per unit, per SF, a month of a year).
  const amount = segment.amounts[pick?.width === segment.amounts.length ? pick.position : segment.amounts.length - 1];
  if (amount === undefined) {
    const kind = sectionHeading(segment.label.trim());
    const next = kind === undefined || kind === "heading" ? section : kind;
    // A heading closes the group above it, for telling a sum row from a line (statement-totals.ts).
    if (label !== "" && (next === "income" || next === "expenses")) out.trail.push({ section: next, heading: label });
    return next;
  }
  // "Total Expenses (37.5%)", "Net Operating Income (NOI):" are still those totals.
  const raw = segment.label
    .trim()
    .replace(/\s*:$/, "")
    .replace(/(\S)\s*\([^)]*\)$/, "$1");
  const totalRow = (key: keyof ReportedTotals | null, into: "income" | "expenses" | null, value = amount) => {
    if (key) keepTotal(out.reported, key, value, page);
    const where = into ?? (section === "income" || section === "expenses" ? section : null);
    if (where) out.trail.push({ section: where, total: value, label: raw, page });
    return section;
  };
  if (NOI.test(raw)) {
    keepTotal(out.reported, "noiAnnualCents", amount, page);
    return "after_noi";
  }
  if (TOTAL_EXPENSES.test(raw)) return totalRow("totalExpensesAnnualCents", "expenses", Math.abs(amount));
  // In a table with no headings, the expenses follow the income's last total.
  const afterIncome = guessSection && section === "income" ? "expenses" : section;
  if (TOTAL_INCOME.test(raw)) return (totalRow("grossIncomeAnnualCents", "income"), afterIncome);
  if (MONTHLY_INCOME.test(raw)) return (keepTotal(out.reported, "monthlyIncomeCents", amount, page), section);
  if (GROSS_INCOME.test(raw)) return totalRow("grossIncomeAnnualCents", "income");
  if (EFFECTIVE_INCOME.test(raw)) return (totalRow("effectiveIncomeAnnualCents", "income"), afterIncome);
  if (raw === "" && section === "expenses") return totalRow("totalExpensesAnnualCents", "expenses", Math.abs(amount));
  if (raw === "") return section;
  if (SUBTOTAL.test(raw)) return totalRow(null, null);
  if (section === "after_noi" && !BELOW_HEADING.test(raw)) return section;
  // A figure per unit, per square foot or a share of income is never money: "Expenses/unit", "Expenses/SF".
  if (PER_ROW.test(raw)) return section;
  // A table with its own column headings and no "Income" or "Expenses" heading (an OM's summary or its
  // "Operating Data" page): rent and income lines are income, the others expenses.
  const inSection =
    section === null && guessSection
      ? INCOME_LIKE.test(label) || RENT_ADJUSTMENT.test(label)
        ? "income"
        : "expenses"
      : section;
  if (inSection === "below" || inSection === "after_noi") {
    out.setAside.push({ label, annualCents: Math.abs(amount), page, why: "below_noi", group: heading });
  } else if (inSection === "expenses") {
    const item = { ...line(label, Math.abs(amount), page), category: categorise(label, heading) };
    out.expenses.push(item);
    out.trail.push({ section: "expenses", item, printed: amount });
  } else if (inSection === "income") {
    const kind = incomeKind(label);
    // "Less: Vacancy 5%" printed as a positive number still reduces income (unless the printed totals add it).
    const signed = kind === "rent_adjustment" ? -Math.abs(amount) : amount;
    const item = { ...line(label, signed, page), incomeKind: kind };
    out.income.push(item);
    out.trail.push({ section: "income", item, printed: amount });
  } else if (RENT_ADJUSTMENT.test(label) || RESERVES.test(label)) {
    out.setAside.push({
      label: segment.percent !== null ? `${label} (${segment.percent}%)` : label,
      annualCents: Math.abs(amount),
      page,
      why: "noi_deduction",
      group: null,
    });
  }
  return inSection;
}

/** Sub-headings a statement closes with "Total <heading>" (a T-12's groups); a bare line is a blank item. */
function confirmedHeadings(page: ReadPage): Set<string> {
  const totals = page.rows
    .map((cells) => /^total\s+(.+)$/i.exec(cells[0] ?? "")?.[1])
    .filter((t): t is string => Boolean(t));
  return new Set(totals.map((t) => cleanLabel(t).toLowerCase()));
}

function readPage(printed: ReadPage, skip: Set<string>, out: StatementRead): boolean {
  const totalColumn = findTotalColumn(printed);
  const page = totalColumn ? joinWrappedLabels(printed) : printed;
  const headings = confirmedHeadings(page);
  if (totalColumn) {
    out.monthlyColumns = true;
    out.periodColumns ??= totalColumn.periods;
  }
  // Without month columns, a header naming per-unit, per-SF or % columns says which column is the amount.
  const amountColumn = totalColumn ? null : findAmountColumn(page);
  // Lines with no heading over them are sorted into income and expenses only in a statement's own table: never
  // beside a rent roll, whose leftover rows (totals, notes) are no statement lines.
  const guessSection = amountColumn !== null && ![...skip].some((key) => key.startsWith(`${page.page}:`));
  // A page with its own column headings starts a table of its own; other pages carry on where the last stopped.
  const lanes = amountColumn ? [null, null] : (carried.get(out) ?? [null, null]);
  const state: State = { lanes: [...lanes], heading: [null, null] };
  const rightLane = { x: null as number | null };
  // Totals already kept before this page's rows, so only the ones a row adds get that row's line.
  const known = new Set<object>(Object.values(out.reported));
  const before = out.expenses.length + out.income.length;
  // The header row itself is read too: its first cell often names the section ("Expenses").
  const first = totalColumn ? totalColumn.row + 1 : (amountColumn?.row ?? 0);
  const pick =
    totalColumn || amountColumn
      ? null
      : amountPosition(
          page.rows.flatMap((_, row) =>
            row < first || skip.has(`${page.page}:${row}`) ? [] : segmentsOf(page, row, null, { x: null }),
          ),
        );
  for (let row = first; row < page.rows.length; row++) {
    if (skip.has(`${page.page}:${row}`)) continue;
    const segments = amountColumn
      ? [segmentUnder(page, row, amountColumn)]
      : segmentsOf(page, row, totalColumn?.column ?? null, rightLane);
    for (const segment of segments) {
      const lane = segment.lane;
      const section = state.lanes[lane] ?? null;
      const counts = [out.expenses.length, out.income.length];
      const next = readSegment(segment, section, state.heading[lane] ?? null, page.page, out, guessSection, pick);
      // Lines keep the printed row they came from, for the review's "where from".
      const printedLine = (page.rows[row] ?? []).join(CELL_SEPARATOR);
      for (const item of [...out.expenses.slice(counts[0]), ...out.income.slice(counts[1])]) item.line = printedLine;
      for (const total of Object.values(out.reported))
        if (!known.has(total)) {
          total.line ??= printedLine;
          known.add(total);
        }
      if (segment.amounts.length === 0) {
        const kind = sectionHeading(segment.label.trim());
        // A sub-heading ("Utilities") guides categories; a "below the line" heading names what follows.
        const heading = cleanLabel(segment.label);
        if ((kind === "heading" && section && headings.has(heading.toLowerCase())) || kind === "below")
          state.heading[lane] = heading;
        else if (next !== section) state.heading[lane] = null;
      } else if (next !== section) {
        state.heading[lane] = null;
      }
      state.lanes[lane] = next;
    }
  }
  carried.set(out, state.lanes);
  return out.expenses.length + out.income.length > before;
}

/** A page headed as a pro forma; one headed "In-Place vs Pro Forma" has actuals too (its in-place half is read). */
const isProForma = (page: ReadPage): boolean => {
  const head = page.rows.slice(0, 3).flat();
  return (
    head.some((c) => PRO_FORMA.test(c)) && !head.some((c) => /in[- ]?place|actual|current|t-?12|historical/i.test(c))
  );
};

/**
 * The document's statement. When it prints both actuals and a pro forma (an OM often does, on facing
 * pages), the actuals are read and the pro forma is left out; a pro forma alone is read and flagged.
 */
export function readStatement(pages: ReadPage[], skip: Set<string>): StatementRead {
  const empty = (): StatementRead => ({
    expenses: [],
    income: [],
    reported: {},
    setAside: [],
    proFormaOnly: false,
    monthlyColumns: false,
    notes: [],
    trail: [],
  });
  const actual = empty();
  const proForma = empty();
  for (const page of pages) {
    const target = isProForma(page) ? proForma : actual;
    // Only the first statement of each kind: a second one is a repeat or another year.
    if (target.expenses.length > 0 && !readPageContinues(target, page)) continue;
    readPage(page, skip, target);
  }
  const chosen =
    actual.expenses.length > 0 || actual.income.length > 0 || proForma.expenses.length === 0
      ? actual
      : { ...proForma, proFormaOnly: true };
  const capRate = readCapRate(pages);
  const withCap = capRate ? { ...chosen, reported: { ...chosen.reported, capRatePct: capRate } } : chosen;
  return corrected(settled(withCap), pages);
}

/** The reading the printed totals confirm: lines that add up the lines above them are totals, not items. */
function settled(read: StatementRead): StatementRead {
  const result = settleTotals(read.trail);
  const reported = { ...read.reported };
  // A sum row with no "Total" label that closes the expenses is the statement's printed total.
  const closing = result.structural.filter((s) => s.section === "expenses" && s.closesSection).at(-1);
  if (closing && !reported.totalExpensesAnnualCents)
    reported.totalExpensesAnnualCents = { value: closing.cents, page: closing.item.page, line: closing.item.line };
  // One note for all of them: a tree of subtotals (Yardi's "... Net" rows) would otherwise be a warning each.
  const sums = result.structural.map((s) => `"${s.item.label}" (${showMoney(Math.abs(s.cents))}, page ${s.item.page})`);
  const one = sums.length === 1;
  const notes =
    sums.length === 0
      ? []
      : [
          `${sums.join(", ")} ${one ? "adds" : "add"} up the lines above ${one ? "it" : "them"}, so ${one ? "it was" : "they were"} read as ${one ? "a total" : "totals"}, not as ${one ? "a line" : "lines"}.`,
        ];
  return {
    ...read,
    expenses: applySettled(read.expenses, result),
    income: applySettled(read.income, result),
    reported,
    notes: [...read.notes, ...notes],
  };
}

/** Annualises a statement that covers another period than a year, then moves non-operating lines out. */
function corrected(read: StatementRead, pages: ReadPage[]): StatementRead {
  if (read.expenses.length + read.income.length === 0) return read;
  // The printed period says what the amounts cover; failing it, the month columns under a Total do.
  const columns = read.periodColumns;
  const period =
    statementPeriod(pages) ??
    (columns ? { months: columns, page: read.expenses[0]?.page ?? 1, text: `${columns} month columns` } : null);
  let out = read;
  if (period && period.months !== 12) {
    const factor = 12 / period.months;
    const scale = <T extends { annualCents: number }>(items: T[]): T[] =>
      items.map((i) => ({ ...i, annualCents: Math.round(i.annualCents * factor) }));
    const reported = { ...read.reported };
    for (const key of ["grossIncomeAnnualCents", "totalExpensesAnnualCents", "noiAnnualCents"] as const) {
      const total = reported[key];
      if (total) reported[key] = { ...total, value: Math.round(total.value * factor) };
    }
    out = {
      ...read,
      expenses: scale(read.expenses).map((e) => ({ ...e, monthlyCents: annualToMonthlyCents(e.annualCents) })),
      income: scale(read.income).map((i) => ({ ...i, monthlyCents: annualToMonthlyCents(i.annualCents) })),
      setAside: scale(read.setAside),
      reported,
      notes: [
        ...read.notes,
        `the statement covers ${period.months} month${period.months === 1 ? "" : "s"} ("${period.text}" on page ${period.page}); its amounts were converted to a year (x ${+factor.toFixed(4)}).`,
      ],
    };
  }
  const moved = moveOutNonOperating(out.expenses, out.reported);
  if (!moved.note) return out;
  return {
    ...out,
    expenses: moved.expenses,
    setAside: [...out.setAside, ...moved.setAside],
    notes: [...out.notes, moved.note],
  };
}

/** A statement continued on the next page (a T-12 over two PDF pages) carries on where it stopped. */
function readPageContinues(read: StatementRead, page: ReadPage): boolean {
  const last = Math.max(...read.expenses.map((e) => e.page), ...read.income.map((i) => i.page));
  return page.page === last + 1 && read.reported.noiAnnualCents === undefined;
}
