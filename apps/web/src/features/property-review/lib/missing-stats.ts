import type { ExpenseCategory, ExpenseItem, Property, Unit, UpdatePropertyInput } from "@plexwise/core";
import { parseWholeDollars } from "@plexwise/core/money";
import { EMPTY_AMOUNT } from "./amount-field";
import { parseOptionalInt } from "./number-inputs";
import type { AmountField } from "./review-form";

export type KeyFigures = Pick<Property, "price" | "unitCount" | "units" | "expenses">;
export type MissingStats = { price: boolean; unitCount: boolean; rent: boolean; expenses: boolean };

/** The expense rows offered when a property has none (SPEC section 9's default expense rows). */
export const DEFAULT_EXPENSE_CATEGORIES = [
  "Taxes",
  "Insurance",
  "Management",
  "Maintenance",
  "Utilities",
] as const satisfies readonly ExpenseCategory[];
type DefaultCategory = (typeof DEFAULT_EXPENSE_CATEGORIES)[number];

const hasAmount = (cents: number | null) => cents !== null && cents !== 0;

/** Which key figures the documents did not give: no price, no units, no rent in place, no expenses. */
export function findMissingStats(property: KeyFigures): MissingStats {
  return {
    price: property.price <= 0,
    unitCount: property.unitCount <= 0,
    rent: !property.units.some((u) => hasAmount(u.monthlyRentCents)),
    expenses: !property.expenses.some((e) => hasAmount(e.amountMonthlyCents)),
  };
}

export const anyMissing = (missing: MissingStats): boolean => Object.values(missing).some(Boolean);

export type MissingStatsInput = {
  price: string;
  unitCount: string;
  /** Used when the rent roll is empty: saved as one "Total rent" row. */
  totalRent: AmountField;
  /** Used when units exist without rent: one amount per existing unit, by position. */
  unitRents: AmountField[];
  expenses: Record<DefaultCategory, AmountField>;
};

export function emptyMissingStatsInput(property: KeyFigures): MissingStatsInput {
  return {
    price: "",
    unitCount: "",
    totalRent: EMPTY_AMOUNT,
    unitRents: property.units.map(() => EMPTY_AMOUNT),
    expenses: {
      Taxes: EMPTY_AMOUNT,
      Insurance: EMPTY_AMOUNT,
      Management: EMPTY_AMOUNT,
      Maintenance: EMPTY_AMOUNT,
      Utilities: EMPTY_AMOUNT,
    },
  };
}

const totalRentUnit = (monthlyRentCents: number): Unit => ({
  unitNumber: "Total rent",
  beds: null,
  baths: null,
  sqft: null,
  monthlyRentCents,
  marketRentCents: null,
  vacant: false,
});

function rentPatch(property: KeyFigures, input: MissingStatsInput): Unit[] | undefined {
  if (property.units.length === 0) {
    const cents = input.totalRent.monthlyCents;
    return cents === null ? undefined : [totalRentUnit(cents)];
  }
  if (!input.unitRents.some((a) => a.monthlyCents !== null)) return undefined;
  return property.units.map((unit, i) => ({
    ...unit,
    monthlyRentCents: input.unitRents[i]?.monthlyCents ?? unit.monthlyRentCents,
  }));
}

function expensesPatch(property: KeyFigures, input: MissingStatsInput): ExpenseItem[] | undefined {
  const added: ExpenseItem[] = DEFAULT_EXPENSE_CATEGORIES.flatMap((category) => {
    const cents = input.expenses[category].monthlyCents;
    if (cents === null) return [];
    return [
      { label: category, category, amountMonthlyCents: cents, source: "manual", sourcePage: null, sourceFile: null },
    ];
  });
  return added.length > 0 ? [...property.expenses, ...added] : undefined;
}

/** The PATCH body: only the missing figures the user filled in (empty when there is nothing to save). */
export function missingStatsPatch(property: KeyFigures, input: MissingStatsInput): UpdatePropertyInput {
  const missing = findMissingStats(property);
  const patch: UpdatePropertyInput = {};
  const price = parseWholeDollars(input.price);
  if (missing.price && price !== null && price > 0) patch.price = price;
  const unitCount = parseOptionalInt(input.unitCount);
  if (missing.unitCount && unitCount !== null && unitCount > 0) patch.unitCount = unitCount;
  const units = missing.rent ? rentPatch(property, input) : undefined;
  if (units) patch.units = units;
  const expenses = missing.expenses ? expensesPatch(property, input) : undefined;
  if (expenses) patch.expenses = expenses;
  return patch;
}
