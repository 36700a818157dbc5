import { EMPTY_AMOUNT } from "./amount-field";
import { newRowKey, type RentRow } from "./review-form";

export const emptyRentRow = (): RentRow => ({
  key: newRowKey(),
  unitNumber: "",
  beds: "",
  baths: "",
  sqft: "",
  rent: EMPTY_AMOUNT,
  marketRentCents: null,
  vacant: false,
  source: null,
  fromMix: false,
});

/** A row holds data when any of its inputs has text (or it carries a market rent from the documents). */
export function rowHoldsData(row: RentRow): boolean {
  const texts = [row.unitNumber, row.beds, row.baths, row.sqft, row.rent.monthlyText, row.rent.annualText];
  return texts.some((t) => t.trim() !== "") || row.marketRentCents !== null;
}

/** How many leading rows must stay to keep every row that holds data (the last such row's position). */
export function rowsNeededForData(rows: RentRow[]): number {
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i];
    if (row && rowHoldsData(row)) return i + 1;
  }
  return 0;
}

/** Empty rows appended so the rent roll has at least `count` rows. */
export function padRows(rows: RentRow[], count: number): RentRow[] {
  if (rows.length >= count) return rows;
  return [...rows, ...Array.from({ length: count - rows.length }, emptyRentRow)];
}

export type UnitCountChange =
  /** Apply the rows as given (grown with empty rows, or trimmed of empty ones). */
  | { kind: "apply"; rows: RentRow[] }
  /** Rows holding data would go: ask "Reduce units from `from` to `to`?" first. */
  | { kind: "confirm"; from: number; to: number };

/**
 * SPEC section 4: raising Units adds empty rows up to it; lowering it drops surplus rows only when they
 * are empty, and asks first when rows holding data would be discarded.
 */
export function planUnitCountChange(rows: RentRow[], newCount: number): UnitCountChange {
  if (newCount >= rows.length) return { kind: "apply", rows: padRows(rows, newCount) };
  if (rowsNeededForData(rows) > newCount) return { kind: "confirm", from: rows.length, to: newCount };
  return { kind: "apply", rows: rows.slice(0, newCount) };
}

export const reduceUnitsMessage = (from: number, to: number): string =>
  `Reduce units from ${from} to ${to}? This will discard data for units ${to + 1} through ${from}.`;
