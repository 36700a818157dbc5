import type { DocumentLine, DocumentLineKind } from "../contracts/document-lines";
import type { ExpenseCategory } from "../limits";
import { dealOfProperty, type PropertyFacts } from "../analysis/deal-input";
import { rentInPlaceCents } from "../finance/property-totals";
import { accountOf, accountOrder, isTotalLabel, type AccountKey } from "./chart-of-accounts";

/** One line of "Broker vs yours": the T-12, the broker's pro forma and the user's underwriting, cents per month. */
export type LineComparison = {
  key: string;
  kind: DocumentLineKind | "vacancy";
  /** The line's account in the one chart of accounts (chart-of-accounts.ts): rows of one account stand together. */
  account: AccountKey;
  label: string;
  category: ExpenseCategory | null;
  t12Cents: number | null;
  brokerCents: number | null;
  yoursCents: number | null;
  /** Yours minus the broker's (or, without a broker figure, minus the T-12's); null without both. */
  differenceCents: number | null;
  differenceAgainst: "broker" | "t12" | null;
  /** Why yours differs: the user's note, or the Normalise rule's one-liner that set it. */
  reason: string | null;
  /** Where "yours" lives: the index in the property's `expenses` or `otherIncome`; null for rent and vacancy. */
  yours: { list: "expenses" | "otherIncome"; index: number } | null;
  t12Source: { file: string | null; page: number | null } | null;
  brokerSource: { file: string | null; page: number | null } | null;
};

type YourList = "expenses" | "otherIncome";
const VACANCY_LABEL = /vacanc|credit loss|collection loss|bad debt/i;

/** A rent line, whichever kind it was read as ("Gross Potential Rent", "Potential Gross Income"): the rent roll's. */
const isRent = (line: DocumentLine) => accountOf(line.label, line.kind, line.category) === "gross_potential_rent";

/** "Real Estate Taxes " and "real-estate taxes" are one line. */
export const lineKey = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, "");

const difference = (yours: number | null, broker: number | null, t12: number | null) =>
  yours === null
    ? { differenceCents: null, differenceAgainst: null }
    : broker !== null
      ? { differenceCents: yours - broker, differenceAgainst: "broker" as const }
      : t12 !== null
        ? { differenceCents: yours - t12, differenceAgainst: "t12" as const }
        : { differenceCents: null, differenceAgainst: null };

/** Pairs each document line with one of the user's lines: the same label first, else the first of its category. */
function matchLines(documentLines: DocumentLine[], facts: PropertyFacts) {
  type Match = { list: YourList; index: number } | null;
  const used = { expenses: new Set<number>(), otherIncome: new Set<number>() };
  const find = (list: "expenses" | "otherIncome", test: (i: number) => boolean): number | null => {
    const lines = facts[list];
    for (let i = 0; i < lines.length; i += 1) {
      if (!used[list].has(i) && test(i)) {
        used[list].add(i);
        return i;
      }
    }
    return null;
  };
  const byLabel = documentLines.map((line): Match => {
    if (isRent(line) || VACANCY_LABEL.test(line.label)) return null;
    const list: YourList = line.kind === "expense" ? "expenses" : "otherIncome";
    const index = find(list, (i) => lineKey(facts[list][i]?.label ?? "") === lineKey(line.label));
    return index === null ? null : { list, index };
  });
  // Else the first of the user's lines in the same account (taxes with taxes, utilities with utilities).
  return documentLines.map((line, n): Match => {
    const matched = byLabel[n];
    if (matched || isRent(line) || VACANCY_LABEL.test(line.label)) return matched ?? null;
    const account = accountOf(line.label, line.kind, line.category);
    if (account === "other_expense" || account === "other_income") return null;
    const list: YourList = line.kind === "expense" ? "expenses" : "otherIncome";
    const index = find(list, (i) => yourAccount(list, facts[list][i]) === account);
    return index === null ? null : { list, index };
  });
}

/** The account of one of the user's lines. */
export const yourAccount = (list: YourList, item: { label: string; category?: ExpenseCategory } | undefined) =>
  accountOf(item?.label ?? "", list === "expenses" ? "expense" : "income", item?.category ?? null);

/**
 * The three columns per line: each document line (in the documents' order) beside the user's line it matches, then
 * the user's lines no document has. Rent compares with the rent roll's rent in place, a vacancy line with the deal
 * model's vacancy allowance (as a negative amount, as statements print it).
 */
export function compareLines(documentLines: DocumentLine[] | null, facts: PropertyFacts): LineComparison[] {
  // A total or subtotal the documents print is never a line: it would count its lines twice.
  const lines = (documentLines ?? []).filter((line) => !isTotalLabel(line.label));
  const matches = matchLines(lines, facts);
  const deal = dealOfProperty(facts);
  let rentShown = false;
  const rows: LineComparison[] = lines.map((line, n) => {
    const match = matches[n] ?? null;
    const item = match ? facts[match.list][match.index] : undefined;
    let yoursCents: number | null = item ? item.amountMonthlyCents : null;
    let kind: LineComparison["kind"] = line.kind;
    if (isRent(line) && !rentShown && facts.units.length > 0) {
      rentShown = true;
      yoursCents = facts.units.reduce((total, u) => total + rentInPlaceCents(u), 0);
    } else if (VACANCY_LABEL.test(line.label)) {
      kind = "vacancy";
      yoursCents = facts.vacancyPct === null ? null : -Math.round(deal.monthly.vacancy * 100);
    }
    return {
      key: `doc-${n}`,
      kind,
      account: accountOf(line.label, line.kind, line.category),
      label: line.label,
      category: line.category,
      t12Cents: line.t12Cents,
      brokerCents: line.brokerCents,
      yoursCents,
      ...difference(yoursCents, line.brokerCents, line.t12Cents),
      reason: item?.reason ?? null,
      yours: match,
      t12Source: line.t12Cents === null ? null : { file: line.t12SourceFile, page: line.t12SourcePage },
      brokerSource: line.brokerCents === null ? null : { file: line.brokerSourceFile, page: line.brokerSourcePage },
    };
  });
  const matched = new Set(matches.flatMap((m) => (m ? [`${m.list}-${m.index}`] : [])));
  const yoursOnly = (list: "expenses" | "otherIncome") =>
    facts[list].flatMap((item, index): LineComparison[] =>
      matched.has(`${list}-${index}`)
        ? []
        : [
            {
              key: `${list}-${index}`,
              kind: list === "expenses" ? "expense" : "income",
              account: yourAccount(list, item),
              label: item.label,
              category: "category" in item ? item.category : null,
              t12Cents: null,
              brokerCents: null,
              yoursCents: item.amountMonthlyCents,
              differenceCents: null,
              differenceAgainst: null,
              reason: item.reason ?? null,
              yours: { list, index },
              t12Source: null,
              brokerSource: null,
            },
          ],
    );
  // Account by account, the documents' lines first within each: Broker vs yours lines up row by row.
  const all = [...rows, ...yoursOnly("otherIncome"), ...yoursOnly("expenses")];
  return all
    .map((row, i) => ({ row, i }))
    .sort((a, b) => accountOrder(a.row.account) - accountOrder(b.row.account) || a.i - b.i)
    .map(({ row }) => row);
}
