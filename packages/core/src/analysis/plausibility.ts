import { formatCents } from "../money/index";
import { rentInPlaceCents } from "../finance/property-totals";
import type { DocumentTotal, DocumentTotalKey } from "../contracts/document-totals";
import { dealOfProperty, type PropertyFacts } from "./deal-input";
import { printedTotalFindings } from "./plausibility-printed";

/**
 * The plausibility guard: figures that are almost certainly a misreading or a typo, caught before anyone relies
 * on them. Each finding names the number, says why it looks wrong and what to check. High severity: the deal's
 * figures cannot be trusted (Create asks to confirm, /compare ranks the property last); medium: worth a look.
 *
 * The bands are deliberately wide: they flag what no small apartment building in the US shows, not what is merely
 * unusual. Sources: HUD Fair Market Rents FY2025 run from about $600 (0-bedroom, rural) to about $5,000 (4-bedroom,
 * the dearest metros), so a rent in place below $200 or above $12,000 a month is not a rent; operating expense
 * ratios of small multifamily run about 35-55% of income (IREM Income/Expense Analysis, NAA Survey of Operating
 * Income & Expenses), so under 15% means expenses are missing and over 85% means income or expenses are misread;
 * cap rates of US apartment sales run about 4-10% (CBRE Cap Rate Survey), so above 20% or below 0 is a misreading.
 */
export const PLAUSIBILITY_BANDS = {
  rentMonthlyCents: { min: 20_000, max: 1_200_000 },
  oerPct: { min: 15, max: 85 },
  capRatePct: { min: 0, max: 20 },
  /** Whole dollars per unit; newer buildings cost more to build, so their floor is higher. */
  pricePerUnit: { max: 1_500_000, minBuiltBefore1980: 10_000, minBuilt1980On: 25_000 },
  pricePerSqft: { min: 15, max: 1_500 },
  /** The rent roll against the total the document prints: beyond 2% it is worth a look, beyond 10% it is wrong. */
  printedTotalPct: { medium: 2, high: 10 },
  /** Rents that run in steps of 1 over this many units are identifiers (lease or resident ids), not rents. */
  idRunLength: 3,
  /**
   * A unit's rent against its area's HUD Fair Market Rent for its bedroom count (when the caller has one). An FMR
   * is the 40th percentile gross rent (rent plus utilities) of standard-quality rental units in the area
   * (24 CFR 888.113(a)); HUD's payment standards run 90-110% of it, and exception rents up to 120%. A unit at
   * under 40% of it or over 3 times it is far outside what HUD's rent distribution shows for that size of unit:
   * most often a misread bedroom count or rent, so it is worth a look (medium), not an error.
   */
  rentVsFmr: { belowShare: 0.4, aboveMultiple: 3 },
} as const;

export type PlausibilitySeverity = "high" | "medium";
export type PlausibilityCode =
  | "rent_out_of_band"
  | "rents_look_like_ids"
  | "rent_roll_vs_printed_total"
  | "no_expenses"
  | "oer_out_of_band"
  | "cap_rate_out_of_band"
  | "price_per_unit_out_of_band"
  | "price_per_sqft_out_of_band"
  | "more_unit_rows_than_units"
  | "rent_far_from_area_fmr"
  | "document_total_mismatch";
export type PlausibilityFinding = {
  code: PlausibilityCode;
  severity: PlausibilitySeverity;
  message: string;
  /** document_total_mismatch: the printed total the lines miss (confirming it clears the finding). */
  total?: DocumentTotalKey;
};

/** The area's Fair Market Rent by bedroom count (whole dollars a month) and what it is, e.g. "HUD Small Area FMR FY2024, ZIP 78701". */
export type RentBaseline = { fmrByBeds: Partial<Record<number, number>>; label: string };

export type PlausibilityInput = PropertyFacts & {
  /** The rent roll's total as the documents print it (the review screen knows it), in cents per month. */
  printedRentRollMonthlyCents?: number | null;
  /** The totals the documents print, kept with the property: its document-derived lines are held against them. */
  documentTotals?: readonly DocumentTotal[] | null;
  /** The area's FMRs, when the caller has them (core holds no data): rents far from them are flagged. */
  rentBaseline?: RentBaseline | null;
};

const money = (cents: number) => formatCents(cents, { showCents: cents % 100 !== 0 });
const pct = (n: number) => `${Math.round(n * 10) / 10}%`;
const unitName = (u: PropertyFacts["units"][number], i: number) =>
  u.unitNumber ? `Unit ${u.unitNumber}` : `Unit #${i + 1}`;
const B = PLAUSIBILITY_BANDS;

function rentFindings(p: PlausibilityInput): PlausibilityFinding[] {
  const findings: PlausibilityFinding[] = [];
  const rents = p.units
    .map((u, i) => ({ name: unitName(u, i), cents: rentInPlaceCents(u) }))
    .filter((r) => r.cents > 0);
  const outside = rents.filter((r) => r.cents < B.rentMonthlyCents.min || r.cents > B.rentMonthlyCents.max);
  if (outside.length > 0) {
    const shown = outside.slice(0, 3).map((r) => `${r.name} ${money(r.cents)}`);
    findings.push({
      code: "rent_out_of_band",
      severity: "high",
      message: `${outside.length} rent${outside.length === 1 ? " is" : "s are"} outside ${money(B.rentMonthlyCents.min)}-${money(B.rentMonthlyCents.max)} a month (${shown.join(", ")}${outside.length > 3 ? ", ..." : ""}): check that the rent column was read, not a per-square-foot, annual or id column.`,
    });
  }
  const dollars = rents.map((r) => r.cents / 100);
  let run = 1;
  for (let i = 1; i < dollars.length && run < B.idRunLength; i += 1)
    run = dollars[i] === (dollars[i - 1] ?? 0) + 1 ? run + 1 : 1;
  if (run >= B.idRunLength) {
    findings.push({
      code: "rents_look_like_ids",
      severity: "high",
      message: `Rents run in steps of $1 from unit to unit (${dollars
        .slice(0, 3)
        .map((d) => money(d * 100))
        .join(", ")}...): they look like lease or resident ids, not rents. Check the rent roll against the document.`,
    });
  }
  // The stored rent roll total, when there is one, is checked with the other printed totals (plausibility-printed.ts).
  const stored = p.documentTotals?.some((t) => t.total === "rent_roll_monthly") ?? false;
  const printed = stored ? null : p.printedRentRollMonthlyCents;
  const total = rents.reduce((s, r) => s + r.cents, 0);
  if (printed && printed > 0 && total > 0) {
    const off = (Math.abs(total - printed) / printed) * 100;
    if (off > B.printedTotalPct.medium) {
      findings.push({
        code: "rent_roll_vs_printed_total",
        severity: off > B.printedTotalPct.high ? "high" : "medium",
        message: `The rent roll adds up to ${money(total)} a month but the document prints ${money(printed)} (${pct(off)} ${total > printed ? "more" : "less"}): check for units read twice, summary rows or a missed page.`,
      });
    }
  }
  if (p.units.length > p.unitCount) {
    findings.push({
      code: "more_unit_rows_than_units",
      severity: "high",
      message: `The rent roll has ${p.units.length} rows but the property has ${p.unitCount} units: remove the rows that are not units (totals, summaries) or correct the unit count.`,
    });
  }
  return findings;
}

function baselineFindings(p: PlausibilityInput): PlausibilityFinding[] {
  const baseline = p.rentBaseline;
  if (!baseline) return [];
  const far = p.units.flatMap((u, i) => {
    const cents = rentInPlaceCents(u);
    const fmr = u.beds === null ? undefined : baseline.fmrByBeds[u.beds];
    if (cents <= 0 || fmr === undefined || fmr <= 0) return [];
    const ratio = cents / 100 / fmr;
    if (ratio >= B.rentVsFmr.belowShare && ratio <= B.rentVsFmr.aboveMultiple) return [];
    return [`${unitName(u, i)} (${u.beds} BR) ${money(cents)} vs ${money(fmr * 100)}`];
  });
  if (far.length === 0) return [];
  return [
    {
      code: "rent_far_from_area_fmr",
      severity: "medium",
      message: `${far.length} rent${far.length === 1 ? " is" : "s are"} under ${B.rentVsFmr.belowShare * 100}% or over ${B.rentVsFmr.aboveMultiple} times the area's Fair Market Rent for the bedroom count (${far.slice(0, 3).join(", ")}${far.length > 3 ? ", ..." : ""}; ${baseline.label}): check the rent and the bedroom count.`,
    },
  ];
}

function dealFindings(p: PlausibilityInput): PlausibilityFinding[] {
  const findings: PlausibilityFinding[] = [];
  const deal = dealOfProperty(p);
  const { income, expenses } = deal.monthly;
  const { capRatePct, oerPct, pricePerUnit, pricePerSqft } = deal.metrics;
  if (income > 0 && expenses <= 0) {
    findings.push({
      code: "no_expenses",
      severity: "high",
      message: `No operating expenses are entered, so NOI equals income (${money(Math.round(income * 100))} a month) and the cap rate is overstated: add taxes, insurance, repairs, management and utilities.`,
    });
  } else if (oerPct !== null && (oerPct < B.oerPct.min || oerPct > B.oerPct.max)) {
    findings.push({
      code: "oer_out_of_band",
      severity: "medium",
      message: `Expenses are ${pct(oerPct)} of income (small apartment buildings run about 35-55%; under ${B.oerPct.min}% or over ${B.oerPct.max}% is rare): check for missing expense lines or misread income.`,
    });
  }
  if (capRatePct !== null && income > 0 && (capRatePct > B.capRatePct.max || capRatePct < B.capRatePct.min)) {
    findings.push({
      code: "cap_rate_out_of_band",
      severity: "high",
      message: `A cap rate of ${pct(capRatePct)} is outside ${B.capRatePct.min}-${B.capRatePct.max}% (apartment sales trade at about 4-10%): check the price, the rents and the expenses.`,
    });
  }
  const floor =
    p.yearBuilt !== null && p.yearBuilt >= 1980 ? B.pricePerUnit.minBuilt1980On : B.pricePerUnit.minBuiltBefore1980;
  if (pricePerUnit !== null && (pricePerUnit < floor || pricePerUnit > B.pricePerUnit.max)) {
    const era = p.yearBuilt === null ? "" : ` for a building from ${p.yearBuilt}`;
    findings.push({
      code: "price_per_unit_out_of_band",
      severity: "medium",
      message: `${money(Math.round(pricePerUnit * 100))} per unit is outside ${money(floor * 100)}-${money(B.pricePerUnit.max * 100)}${era}: check the price and the unit count.`,
    });
  }
  if (pricePerSqft !== null && (pricePerSqft < B.pricePerSqft.min || pricePerSqft > B.pricePerSqft.max)) {
    findings.push({
      code: "price_per_sqft_out_of_band",
      severity: "medium",
      message: `${money(Math.round(pricePerSqft * 100))} per square foot is outside ${money(B.pricePerSqft.min * 100)}-${money(B.pricePerSqft.max * 100)}: check the price and the square feet.`,
    });
  }
  return findings;
}

/** Every finding for a property, high severity first. */
export function checkPlausibility(p: PlausibilityInput): PlausibilityFinding[] {
  const findings = [...printedTotalFindings(p), ...rentFindings(p), ...baselineFindings(p), ...dealFindings(p)];
  return [...findings.filter((f) => f.severity === "high"), ...findings.filter((f) => f.severity === "medium")];
}

export const highFindings = (findings: readonly PlausibilityFinding[]) => findings.filter((f) => f.severity === "high");
