import { showMoney } from "./cells";
import type { LineItem, ReportedTotals, SetAside } from "./types";

/**
 * Lines an owner's statement counts as expenses that an investor does not: loan payments and interest
 * (debt service, which depends on the buyer's financing), capital expenses (improvements, not upkeep),
 * depreciation and amortization (accounting entries, not cash). They are moved out of the operating
 * expenses, and the note quotes the printed total and the corrected one.
 */
const NON_OPERATING: [RegExp, string][] = [
  [
    /\b(loan|mortgage|note)\s*(payments?|principal|interest)?\b|\bdebt service\b|\bprincipal\b|\binterest (expense|paid)\b|^interest$/i,
    "debt service",
  ],
  [/\bcapital\s*(expenses?|expenditures?|improvements?|projects?)\b|\bcap\s*ex\b|\bcapex\b/i, "capital expenses"],
  [/\bdepreciation\b|\bamortization\b/i, "depreciation and amortization"],
];

export function nonOperatingKind(label: string): string | null {
  for (const [pattern, kind] of NON_OPERATING) if (pattern.test(label)) return kind;
  return null;
}

export type MovedOut = { expenses: LineItem[]; setAside: SetAside[]; note: string | null };

export function moveOutNonOperating(expenses: LineItem[], reported: ReportedTotals): MovedOut {
  const kept: LineItem[] = [];
  const moved: SetAside[] = [];
  for (const line of expenses) {
    const kind = nonOperatingKind(line.label);
    if (kind === null) kept.push(line);
    else
      moved.push({
        label: line.label,
        annualCents: line.annualCents,
        page: line.page,
        why: "inside_expenses",
        group: kind,
      });
  }
  if (moved.length === 0) return { expenses, setAside: [], note: null };
  const list = moved.map((m) => `${m.label} ${showMoney(m.annualCents)} (${m.group})`).join(" and ");
  const corrected = kept.reduce((s, l) => s + l.annualCents, 0);
  const printed = reported.totalExpensesAnnualCents;
  const lead = printed
    ? `total operating expenses on page ${printed.page} are ${showMoney(printed.value)} but include`
    : "the operating expenses include";
  const noi = reported.noiAnnualCents;
  const movedSum = moved.reduce((s, m) => s + m.annualCents, 0);
  const noiNote = noi
    ? ` The NOI before them is ${showMoney(noi.value + movedSum)} (page ${noi.page} prints ${showMoney(noi.value)}).`
    : "";
  return {
    expenses: kept,
    setAside: moved,
    note: `${lead} ${list}, which are not operating expenses; they were moved out and the operating expenses are ${showMoney(corrected)} a year.${noiNote}`,
  };
}
