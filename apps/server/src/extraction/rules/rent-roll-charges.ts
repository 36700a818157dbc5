import { normalise } from "./cells";
import type { ExtractedUnit, LineItem } from "./types";

/**
 * Property-management exports (Yardi's "Rent Roll with Lease Charges", RealPage, Entrata, ResMan) print a
 * unit's charges as rows under it: a charge code and an amount each. The rent charge is the unit's rent;
 * parking, pets, RUBS and storage are other income; concessions and discounts reduce rent.
 */
const RENT_CODE =
  /^(rent|rnt|rentr?|rentres|rent\s*-?\s*res\w*|base\s*rent|res\w*\s*rent|apt\s*rent|market\s*rent|contract\s*rent|lease\s*rent|hap|hud|sec\s*8|section\s*8|subsid\w*|housing\s*assist\w*|tenant\s*(portion|rent))\b/i;
const CONCESSION_CODE = /\b(conc\w*|discount|credit|promo\w*|special|free\s*rent|employee)\b/i;

const CODE_NAMES: [RegExp, string][] = [
  [/\b(park\w*|garage|carport|gar)\b/i, "Parking"],
  [/\b(pet\w*)\b/i, "Pet rent"],
  [/\b(rubs|util\w*|water|sewer|trash|gas|elec\w*|wtr|swr)\b/i, "Utility reimbursements (RUBS)"],
  [/\b(stor\w*)\b/i, "Storage"],
  [/\b(laund\w*)\b/i, "Laundry"],
];

export const isRentCharge = (code: string): boolean => RENT_CODE.test(code.trim());

/** The other-income line a charge belongs to: a known kind by name, otherwise the code as printed. */
export function chargeLabel(code: string): string {
  for (const [pattern, name] of CODE_NAMES) if (pattern.test(code)) return name;
  return normalise(code);
}

/** Adds one charge row to its unit: rent onto the unit, anything else onto the other income by kind. */
export function applyCharge(unit: ExtractedUnit, code: string, cents: number, other: Map<string, LineItem>): void {
  if (isRentCharge(code) && !unit.vacant) {
    unit.rentCents = (unit.rentCents ?? 0) + cents;
    return;
  }
  if (isRentCharge(code)) return;
  const concession = cents < 0 || CONCESSION_CODE.test(code);
  const label = concession ? "Concessions" : chargeLabel(code);
  const line = other.get(label) ?? {
    label,
    monthlyCents: 0,
    annualCents: 0,
    page: unit.page,
    incomeKind: concession ? ("rent_adjustment" as const) : ("other" as const),
  };
  line.monthlyCents += concession ? -Math.abs(cents) : cents;
  line.annualCents = line.monthlyCents * 12;
  other.set(label, line);
}
