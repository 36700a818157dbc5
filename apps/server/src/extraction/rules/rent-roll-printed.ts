import type { RentRollRead } from "./rent-roll-read";
import type { ExtractedUnit } from "./types";

/**
 * No document yields more unit rows than the units it prints. The tables read from a document are held against the
 * count and rent total its rent roll prints (a Totals line "44 Units  $64,250"): when all of them give more rows than
 * the count, or more rent than the total, the reading that matches is taken, if one does: without the tables read after
 * the one that printed the total (a unit-mix summary or a copy run on under a repeated header), or without the rows
 * that repeat a unit already read. When none matches, every row stays and the reconciliation names both figures.
 */
const key = (u: ExtractedUnit) => `${u.property ?? ""}|${u.unitNumber}`;
const rentOf = (units: ExtractedUnit[]) => units.reduce((s, u) => s + (u.rentCents ?? 0), 0);
/** A dollar, as the rent roll's own reconciliation allows. */
const RENT_TOLERANCE = 100;

type Printed = { count?: number; rent?: number };

const matches = (units: ExtractedUnit[], printed: Printed): boolean =>
  (printed.count === undefined || units.length === printed.count) &&
  (printed.rent === undefined || Math.abs(rentOf(units) - printed.rent) <= RENT_TOLERANCE);

/** More than the document prints: rows past its count, or rent past its total. */
const exceeds = (units: ExtractedUnit[], printed: Printed): boolean =>
  (printed.count !== undefined && units.length > printed.count) ||
  (printed.rent !== undefined && rentOf(units) > printed.rent + RENT_TOLERANCE);

const withoutRepeats = (units: ExtractedUnit[]): ExtractedUnit[] => {
  const seen = new Set<string>();
  return units.filter((u) => !seen.has(key(u)) && (seen.add(key(u)), true));
};

export type PrintedMatch = { units: ExtractedUnit[]; keptParts: number; dropped: string | null };

/** The parts' units, or the reading of them that reproduces the printed totals (see above). */
export function matchPrintedTotals(parts: readonly RentRollRead[]): PrintedMatch {
  const all = parts.flatMap((p) => p.units);
  const whole: PrintedMatch = { units: all, keptParts: parts.length, dropped: null };
  // A portfolio's properties each print their own subtotal: held per property elsewhere.
  if (parts.some((p) => (p.groups?.length ?? 0) > 0)) return whole;
  const last = [...parts].reverse().findIndex((p) => p.reported.unitCount || p.reported.rentRollMonthlyCents);
  if (last < 0) return whole;
  const totalAt = parts.length - 1 - last;
  const reported = parts[totalAt]?.reported;
  const printed: Printed = { count: reported?.unitCount?.value, rent: reported?.rentRollMonthlyCents?.value };
  if (matches(all, printed) || !exceeds(all, printed)) return whole;
  for (let kept = parts.length - 1; kept > totalAt; kept--) {
    const units = parts.slice(0, kept).flatMap((p) => p.units);
    if (matches(units, printed)) {
      const pages = [...new Set(parts.slice(kept).flatMap((p) => p.units.map((u) => u.page)))];
      return { units, keptParts: kept, dropped: `the rows after the total on page ${pages.join(", ")}` };
    }
  }
  const unique = withoutRepeats(all);
  if (unique.length < all.length && matches(unique, printed))
    return { units: unique, keptParts: parts.length, dropped: `${all.length - unique.length} repeated unit rows` };
  return whole;
}
