import type { RentRollRead } from "./rent-roll";
import type { PortfolioEntry } from "./types";

/**
 * Portfolio exports (a property manager's rent roll for every building it runs) list units under a
 * heading per property. One property is underwritten at a time: the first property's units are kept and
 * every property is returned with its own units, so the review can offer the others. The printed totals are
 * the portfolio's, not the kept property's, so they are dropped rather than checked against the wrong rows.
 */
export function keepFirstProperty(read: RentRollRead): PortfolioEntry[] | null {
  const names = [...new Set(read.units.map((u) => u.property).filter((p): p is string => Boolean(p)))];
  if (names.length < 2) return null;
  const entries = names.map((name) => ({ name, units: read.units.filter((u) => u.property === name) }));
  read.units = read.units.filter((u) => u.property === names[0]);
  delete read.reported.rentRollMonthlyCents;
  delete read.reported.rentRollMarketMonthlyCents;
  delete read.reported.unitCount;
  delete read.reported.rentRollSqft;
  return entries;
}
