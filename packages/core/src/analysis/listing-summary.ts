import type { ListingSummary } from "../contracts/analysis";
import type { Property } from "../contracts/property";
import type { PropertyFacts } from "./deal-input";
import { collectFacts, pct, plural, rate, usd, usdCents } from "./format";
import { proformaBasis, type ProformaBasis } from "./proforma-basis";

export type ListingFacts = PropertyFacts & Pick<Property, "nickname" | "address" | "city" | "state" | "zip">;

export const MAX_HIGHLIGHTS = 6;

const bedLabel = (beds: number | null) => (beds === null ? "beds not stated" : beds === 0 ? "studio" : `${beds}-bed`);

/** "1-bed × 4, 2-bed × 8": the rent roll's units by bedrooms, fewest first, units without beds last. */
export function unitMix(units: ListingFacts["units"]): string {
  const counts = new Map<number | null, number>();
  for (const u of units) counts.set(u.beds, (counts.get(u.beds) ?? 0) + 1);
  const order = (beds: number | null) => beds ?? Number.POSITIVE_INFINITY;
  return [...counts.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([beds, count]) => `${bedLabel(beds)} × ${count}`)
    .join(", ");
}

function place(p: ListingFacts): string {
  const cityLine = [p.city, [p.state, p.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const address = [p.address, cityLine].filter(Boolean).join(", ");
  return p.nickname ? `${p.nickname}, ${address}` : address;
}

function sentences(p: ListingFacts, b: ProformaBasis): string[] {
  const m = b.metrics;
  const units = p.unitCount > 0 ? plural(p.unitCount, "unit") : "no unit count";
  const built = p.yearBuilt === null ? "" : `, built in ${p.yearBuilt}`;
  const perSf = m.price_per_sf === null ? "" : `, ${usdCents(m.price_per_sf)} per sq ft`;
  const perUnit = m.price_per_unit === null ? "" : ` (${usd(m.price_per_unit)} per unit${perSf})`;
  const price = p.price > 0 ? `listed at ${usd(p.price)}${perUnit}` : "with no price entered";
  const out = [`${place(p)}: ${units}${built}, ${price}.`];
  if (p.units.length > 0 && p.units.length !== p.unitCount)
    out.push(`The rent roll lists ${p.units.length} of the ${units}.`);
  if (b.rentInPlaceMonthly > 0) {
    const average = b.rentInPlaceMonthly / b.unitsWithRent;
    out.push(
      `Rent in place is ${usd(b.rentInPlaceMonthly)} a month (${usd(b.rentInPlaceMonthly * 12)} a year) from the ${plural(b.unitsWithRent, "unit")} with rent in place, an average of ${usd(average)} per unit.`,
    );
  } else {
    out.push(p.units.length ? "No unit on the rent roll has rent in place." : "The rent roll is empty.");
  }
  const vacant = p.units.filter((u) => u.vacant).length;
  if (p.units.length) out.push(`Unit mix: ${unitMix(p.units)}${vacant ? `; ${vacant} vacant` : ""}.`);
  const vacancy = (b.input.vacancyPct ?? 0) > 0 ? ` after a ${rate(b.input.vacancyPct ?? 0)} vacancy allowance` : "";
  const cap =
    m.cap_rate_percent === null ? "; the cap rate needs a price" : `, a cap rate of ${pct(m.cap_rate_percent)}`;
  out.push(`NOI is ${usd(m.noi_annual ?? 0)} a year${vacancy}${cap}.`);
  return out;
}

function highlights(p: ListingFacts, b: ProformaBasis): string[] {
  const m = b.metrics;
  const vacant = p.units.filter((u) => u.vacant).length;
  const delta = m.pro_forma_vs_current_delta_percent;
  const otherMonthly = b.deal.monthly.grossIncome - b.rentInPlaceMonthly;
  const candidates: (string | null)[] = [
    p.price > 0 && m.price_per_unit !== null
      ? `${plural(p.unitCount, "unit")} at ${usd(p.price)} (${usd(m.price_per_unit)} per unit)`
      : p.price > 0
        ? `Listed at ${usd(p.price)}`
        : "No price entered",
    b.rentInPlaceMonthly > 0
      ? `Rent in place ${usd(b.rentInPlaceMonthly)}/mo (${usd(b.rentInPlaceMonthly * 12)}/yr)`
      : "No rent in place on the rent roll",
    m.cap_rate_percent === null
      ? `NOI ${usd(m.noi_annual ?? 0)}/yr; no cap rate without a price`
      : `NOI ${usd(m.noi_annual ?? 0)}/yr, a ${pct(m.cap_rate_percent)} cap rate`,
    delta === null || delta === 0
      ? null
      : `Pro-forma rents ${pct(Math.abs(delta))} ${delta > 0 ? "above" : "below"} rent in place`,
    vacant > 0 ? `${plural(vacant, "vacant unit")}` : null,
    p.yearBuilt === null ? null : `Built in ${p.yearBuilt}`,
    otherMonthly > 0 ? `Other income ${usd(otherMonthly)}/mo` : null,
  ];
  return candidates.filter((c): c is string => c !== null).slice(0, MAX_HIGHLIGHTS);
}

/** A plain-text summary of the listing and 3 to 6 highlights, every number from the property and the engine. */
export function summarizeListing(p: ListingFacts): ListingSummary {
  const basis = proformaBasis(p);
  return { summary: sentences(p, basis).join(" "), highlights: highlights(p, basis) };
}

/** Every number a narrator may state about the listing: the key figures and every number in the summary. */
export function listingSummaryFacts(p: ListingFacts): number[] {
  const { summary, highlights: lines } = summarizeListing(p);
  const m = proformaBasis(p).metrics;
  const key = [
    p.price,
    p.unitCount,
    p.yearBuilt,
    p.squareFeet,
    m.noi_annual,
    m.cap_rate_percent,
    m.price_per_unit,
    m.price_per_sf,
  ];
  return collectFacts(key, [summary, ...lines]);
}
