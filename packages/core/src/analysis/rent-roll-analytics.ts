import type { Unit } from "../contracts/property-parts";
import { rentInPlaceCents } from "../finance/property-totals";
import { median, unitTypeLabel } from "./comps-summary";
import { leaseExpirations, type LeaseExpirations } from "./rent-roll-expirations";

/**
 * Rent roll analytics (issue 17): the unit mix, loss-to-lease, occupancy, lease expirations, concessions and the
 * units whose rent stands out, all from the saved rent roll. Every rent here is the rent in place of
 * `rentInPlaceCents` (none for a vacant unit), so these figures agree with the totals, the deal model and the comps.
 * Money is integer cents per month, unrounded averages aside.
 */

/** An occupied unit is flagged when its rent in place is under this share of its type's median rent in place. */
export const FAR_BELOW_MEDIAN_RATIO = 0.8;

/** A rent roll row as these analytics read it; the lease fields are optional, as on older saved units. */
export type AnalyticsUnit = Pick<
  Unit,
  | "unitNumber"
  | "beds"
  | "baths"
  | "sqft"
  | "monthlyRentCents"
  | "marketRentCents"
  | "vacant"
  | "leaseStart"
  | "leaseEnd"
  | "concessionMonthlyCents"
>;

export type UnitTypeMix = {
  /** "2 Bed / 1 Bath", "Studio / 1 Bath", "Units" (no bed count): the comps' labels. */
  label: string;
  beds: number | null;
  baths: number | null;
  unitCount: number;
  occupiedCount: number;
  /** Mean rent in place of the type's occupied units paying rent (a $0 unit is flagged, not averaged); null if none. */
  avgInPlaceRentCents: number | null;
  /** Mean market rent of the type's units that have one; null if none. */
  avgMarketRentCents: number | null;
  avgSqft: number | null;
  /** The sum of the type's units' loss-to-lease. */
  lossToLeaseMonthlyCents: number;
};

export type UnitLossToLease = {
  unitNumber: string;
  unitType: string;
  inPlaceRentCents: number;
  marketRentCents: number;
  /** Market minus in place: negative when the unit rents above market. */
  lossToLeaseMonthlyCents: number;
};

export type RentRollOccupancy = {
  totalUnits: number;
  occupiedUnits: number;
  vacantUnits: number;
  /** Occupied units over all units, 0-100; null for an empty rent roll. */
  occupancyPct: number | null;
  /** The market rent of the vacant units (their asked rent when no market rent): what vacancy costs a month. */
  vacancyLossMonthlyCents: number;
};

export type UnitConcession = {
  unitNumber: string;
  unitType: string;
  concessionMonthlyCents: number;
  inPlaceRentCents: number;
  /** Rent in place less the concession. */
  effectiveRentCents: number;
};

export type FlaggedUnit = {
  unitNumber: string;
  unitType: string;
  reason: "zero_rent" | "far_below_median";
  inPlaceRentCents: number;
  typeMedianRentCents: number | null;
};

export type RentRollAnalytics = {
  unitMix: UnitTypeMix[];
  lossToLease: {
    /**
     * Occupied units paying rent that have a market rent; a vacant unit's gap is vacancy, not loss-to-lease, and an
     * occupied unit paying $0 (a manager's or a model unit) is listed apart, in `unpaidUnits`, not counted as lost.
     */
    units: UnitLossToLease[];
    /** Occupied units paying nothing, with their market rent when they have one: not part of the total. */
    unpaidUnits: { unitNumber: string; unitType: string; marketRentCents: number | null }[];
    totalMonthlyCents: number;
    /** The total over those units' market rent, 0-100; null when they have none. */
    pctOfMarket: number | null;
  };
  occupancy: RentRollOccupancy;
  expirations: LeaseExpirations;
  concessions: { units: UnitConcession[]; totalMonthlyCents: number; pctOfRentInPlace: number | null };
  flagged: FlaggedUnit[];
};

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
const mean = (values: readonly number[]): number | null => (values.length === 0 ? null : sum(values) / values.length);
const pct = (part: number, whole: number): number | null => (whole === 0 ? null : (part / whole) * 100);

/** The rents in place of the occupied units that pay one: the rents a type's average and median are taken of. */
export const paidRentsCents = (units: readonly AnalyticsUnit[]): number[] =>
  units.map(rentInPlaceCents).filter((cents) => cents > 0);

const typeKey = (unit: AnalyticsUnit) => `${unit.beds}|${unit.baths}`;
const typeOf = (unit: AnalyticsUnit) => unitTypeLabel(unit.beds, unit.baths);
const nullsLast = (a: number | null, b: number | null) =>
  (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY);

function groupByType(units: readonly AnalyticsUnit[]): AnalyticsUnit[][] {
  const groups = new Map<string, AnalyticsUnit[]>();
  for (const unit of units) groups.set(typeKey(unit), [...(groups.get(typeKey(unit)) ?? []), unit]);
  return [...groups.values()];
}

function lossToLeaseOf(unit: AnalyticsUnit): UnitLossToLease | null {
  if (unit.vacant || unit.monthlyRentCents === null || unit.marketRentCents === null) return null;
  const inPlace = rentInPlaceCents(unit);
  if (inPlace <= 0) return null;
  return {
    unitNumber: unit.unitNumber,
    unitType: typeOf(unit),
    inPlaceRentCents: inPlace,
    marketRentCents: unit.marketRentCents,
    lossToLeaseMonthlyCents: unit.marketRentCents - inPlace,
  };
}

function unitMixRow(group: AnalyticsUnit[]): UnitTypeMix {
  const [first] = group;
  const beds = first?.beds ?? null;
  const baths = first?.baths ?? null;
  return {
    label: unitTypeLabel(beds, baths),
    beds,
    baths,
    unitCount: group.length,
    occupiedCount: group.filter((u) => !u.vacant).length,
    avgInPlaceRentCents: mean(paidRentsCents(group)),
    avgMarketRentCents: mean(group.flatMap((u) => (u.marketRentCents === null ? [] : [u.marketRentCents]))),
    avgSqft: mean(group.flatMap((u) => (u.sqft === null ? [] : [u.sqft]))),
    lossToLeaseMonthlyCents: sum(group.flatMap((u) => lossToLeaseOf(u)?.lossToLeaseMonthlyCents ?? [])),
  };
}

function occupancyOf(units: readonly AnalyticsUnit[]): RentRollOccupancy {
  const vacant = units.filter((u) => u.vacant);
  return {
    totalUnits: units.length,
    occupiedUnits: units.length - vacant.length,
    vacantUnits: vacant.length,
    occupancyPct: pct(units.length - vacant.length, units.length),
    vacancyLossMonthlyCents: sum(vacant.map((u) => u.marketRentCents ?? u.monthlyRentCents ?? 0)),
  };
}

function concessionsOf(units: readonly AnalyticsUnit[]): RentRollAnalytics["concessions"] {
  const rows = units.flatMap((unit): UnitConcession[] => {
    const concession = unit.concessionMonthlyCents ?? 0;
    if (unit.vacant || concession <= 0) return [];
    const inPlace = rentInPlaceCents(unit);
    return [
      {
        unitNumber: unit.unitNumber,
        unitType: typeOf(unit),
        concessionMonthlyCents: concession,
        inPlaceRentCents: inPlace,
        effectiveRentCents: inPlace - concession,
      },
    ];
  });
  const total = sum(rows.map((r) => r.concessionMonthlyCents));
  return { units: rows, totalMonthlyCents: total, pctOfRentInPlace: pct(total, sum(units.map(rentInPlaceCents))) };
}

/** Occupied units paying nothing, and those under FAR_BELOW_MEDIAN_RATIO of their type's median rent in place. */
function flaggedOf(groups: AnalyticsUnit[][]): FlaggedUnit[] {
  return groups.flatMap((group) => {
    const typeMedian = median(paidRentsCents(group));
    return group.flatMap((unit): FlaggedUnit[] => {
      if (unit.vacant) return [];
      const inPlace = rentInPlaceCents(unit);
      const base = { unitNumber: unit.unitNumber, unitType: typeOf(unit), inPlaceRentCents: inPlace };
      if (inPlace === 0) return [{ ...base, reason: "zero_rent", typeMedianRentCents: typeMedian }];
      if (typeMedian !== null && inPlace < typeMedian * FAR_BELOW_MEDIAN_RATIO) {
        return [{ ...base, reason: "far_below_median", typeMedianRentCents: typeMedian }];
      }
      return [];
    });
  });
}

/** The rent roll's analytics as of a day (yyyy-mm-dd), which starts the lease expirations' 24 months. */
export function rentRollAnalytics(units: readonly AnalyticsUnit[], asOf: string): RentRollAnalytics {
  const groups = groupByType(units).sort(
    (a, b) => nullsLast(a[0]?.beds ?? null, b[0]?.beds ?? null) || nullsLast(a[0]?.baths ?? null, b[0]?.baths ?? null),
  );
  const lossUnits = units.flatMap((u) => lossToLeaseOf(u) ?? []);
  const lossTotal = sum(lossUnits.map((u) => u.lossToLeaseMonthlyCents));
  return {
    unitMix: groups.map(unitMixRow),
    lossToLease: {
      units: lossUnits,
      unpaidUnits: units
        .filter((u) => !u.vacant && rentInPlaceCents(u) <= 0)
        .map((u) => ({ unitNumber: u.unitNumber, unitType: typeOf(u), marketRentCents: u.marketRentCents })),
      totalMonthlyCents: lossTotal,
      pctOfMarket: pct(lossTotal, sum(lossUnits.map((u) => u.marketRentCents))),
    },
    occupancy: occupancyOf(units),
    expirations: leaseExpirations(units, asOf),
    concessions: concessionsOf(units),
    flagged: flaggedOf(groups),
  };
}
