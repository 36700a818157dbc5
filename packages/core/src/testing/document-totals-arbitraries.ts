import fc from "fast-check";
import type { PropertyFacts } from "../analysis/deal-input";
import type { DocumentTotal } from "../contracts/document-totals";
import type { ExpenseItem, OtherIncomeItem } from "../contracts/property-parts";
import { rentInPlaceCents } from "../finance/property-totals";
import { propertyFactsArb } from "./deal-arbitraries";

/**
 * Random properties read from documents, with the totals those documents print: each printed total is what the
 * lines give times a factor (1: the reading is right; 1.01: rounding; 1.05: worth a look; 0.5 and 2: a misreading),
 * and some totals are confirmed; the rows were read from the totals' file, another file, or an unrecorded one. For
 * the property-based tests that every surface shows the guard's same findings.
 */
const fromDocument = <T extends OtherIncomeItem | ExpenseItem>(line: T): T => ({
  ...line,
  source: "document",
  sourceFile: "om.pdf",
  sourcePage: 3,
});
const factor = fc.constantFrom(1, 1.01, 1.05, 0.85, 0.5, 2);
const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

export type DocumentProperty = PropertyFacts & { documentTotals: DocumentTotal[] };

export const documentPropertyArb: fc.Arbitrary<DocumentProperty> = fc
  .record({
    facts: propertyFactsArb,
    factors: fc.tuple(factor, factor, factor, factor, factor),
    confirmed: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    // Where the rows were read: the totals' own file, a separate rent roll, or not recorded (saved before issue 30).
    unitFile: fc.constantFrom(null, "om.pdf", "rent-roll.pdf"),
  })
  .map(({ facts, factors, confirmed, unitFile }) => {
    const units =
      unitFile === null ? facts.units : facts.units.map((u) => ({ ...u, sourceFile: unitFile, sourcePage: 2 }));
    const otherIncome = facts.otherIncome.map(fromDocument);
    const expenses = facts.expenses.map(fromDocument);
    const rent = sum(facts.units.map(rentInPlaceCents));
    const incomeAnnual = ((rent + sum(otherIncome.map((i) => i.amountMonthlyCents))) * 12) / 100;
    const expensesAnnual = (sum(expenses.map((e) => e.amountMonthlyCents)) * 12) / 100;
    const noi = incomeAnnual - expensesAnnual;
    const dollars = (v: number, f: number) => Math.round(v * f * 100) / 100;
    const [a = 1, b = 1, c = 1, d = 1, e = 1] = factors;
    const totals: Omit<DocumentTotal, "file" | "page" | "confirmed">[] = [
      { total: "rent_roll_monthly", value: dollars(rent / 100, a) },
      { total: "gross_income_annual", value: dollars(incomeAnnual, b) },
      { total: "total_expenses_annual", value: dollars(expensesAnnual, c) },
      { total: "noi_annual", value: dollars(noi, d) },
      ...(facts.price > 0
        ? [{ total: "cap_rate_pct" as const, value: Math.round(((noi * e) / facts.price) * 10_000) / 100 }]
        : []),
    ];
    const documentTotals = totals.map((t, i) => ({ ...t, file: "om.pdf", page: 3, confirmed: confirmed[i] ?? false }));
    return { ...facts, units, otherIncome, expenses, documentTotals };
  });
