import { showMoney } from "./cells";
import type { RentRollRead } from "./rent-roll";
import type { Facts, PortfolioEntry } from "./types";

/**
 * Portfolio exports (a property manager's rent roll for every building it runs) list units under a
 * heading per property. One property is underwritten at a time: the first property's units are kept and
 * every property is returned with its own units, so the review can offer the others. The printed totals are
 * the portfolio's, not the kept property's, so they are dropped rather than checked against the wrong rows;
 * a property's own subtotal line, when the export prints one, is its total and is checked against its rows.
 */
export function keepFirstProperty(read: RentRollRead): PortfolioEntry[] | null {
  const names = [...new Set(read.units.map((u) => u.property).filter((p): p is string => Boolean(p)))];
  if (names.length < 2) return null;
  const entries = names.map((name): PortfolioEntry => {
    const group = read.groups?.find((g) => g.name === name);
    return {
      name,
      units: read.units.filter((u) => u.property === name),
      ...(group ? { place: group.place, reported: group.reported } : {}),
    };
  });
  read.units = read.units.filter((u) => u.property === names[0]);
  delete read.reported.rentRollMonthlyCents;
  delete read.reported.rentRollMarketMonthlyCents;
  delete read.reported.unitCount;
  delete read.reported.rentRollSqft;
  Object.assign(read.reported, entries[0]?.reported ?? {});
  return entries;
}

/** Each property whose subtotal line disagrees with its own rows (the kept one is checked with the document's totals). */
export function portfolioNotes(entries: PortfolioEntry[]): string[] {
  const notes: string[] = [];
  for (const entry of entries.slice(1)) {
    const count = entry.reported?.unitCount;
    const rent = entry.reported?.rentRollMonthlyCents;
    const sum = entry.units.reduce((s, u) => s + (u.rentCents ?? 0), 0);
    if (count && count.value !== entry.units.length)
      notes.push(
        `${entry.name}: its subtotal states ${count.value} units but ${entry.units.length} unit rows were read.`,
      );
    if (rent && Math.abs(rent.value - sum) > 100)
      notes.push(
        `${entry.name}: its subtotal is ${showMoney(rent.value)} a month but its unit rows add up to ${showMoney(sum)}.`,
      );
  }
  return notes;
}

/**
 * The kept property's own facts from its heading: its address, and its name when the heading prints one
 * besides the street. They replace what the page's other lines suggest (another property's address, the
 * portfolio's unit count). A property with no subtotal line is as many units as its rows.
 */
export function firstPropertyFacts(entries: PortfolioEntry[]): Partial<Facts> {
  const first = entries[0];
  if (!first) return {};
  const page = first.units[0]?.page ?? 1;
  const at = { page, line: first.name };
  const place = first.place;
  const facts: Partial<Facts> = {
    unitsTotal: first.reported?.unitCount ?? { value: first.units.length, ...at },
  };
  if (!place) return { ...facts, propertyName: { value: first.name, ...at } };
  facts.propertyName = { value: place.name ?? place.street, ...at };
  facts.address = { value: place.street, ...at };
  facts.city = { value: place.place.city, ...at };
  facts.state = { value: place.place.state, ...at };
  if (place.place.zip) facts.zip = { value: place.place.zip, ...at };
  return facts;
}
