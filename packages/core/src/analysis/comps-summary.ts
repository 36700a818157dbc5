import type { Comp, CompDataSource, CompsResult, CompsSummaryRow, CompsUnitType } from "../contracts/analysis";
import type { Unit } from "../contracts/property-parts";
import { collectFacts, plural, roundOrNull, roundTo, usd } from "./format";

/**
 * Comparable rents, summarised by code: the rent roll grouped into unit types, each compared with the comps of
 * its bedroom count. Every number here is computed; a model may only reword the sentences.
 *
 * Which comps a unit type is compared with:
 *   1. comps with the same bed count and the same bath count, when at least MIN_SAME_BATH_COMPS have both;
 *   2. otherwise every comp with the same bed count (a 2 Bed / 2 Bath comp still says much about a 2 Bed / 1 Bath);
 *   3. a unit type without a bed count is compared only with comps carrying the same label.
 * Never across bed counts: a 3 Bed with no 3 Bed comps shows no median rather than one borrowed from 2 Beds.
 */
export const MIN_SAME_BATH_COMPS = 3;

/** "Studio / 1 Bath", "2 Bed / 1 Bath", "2 Bed" (baths unknown), "Units / 1 Bath" (beds unknown). */
export function unitTypeLabel(beds: number | null, baths: number | null): string {
  const bedPart = beds === null ? "Units" : beds === 0 ? "Studio" : `${beds} Bed`;
  return baths === null ? bedPart : `${bedPart} / ${baths} Bath`;
}

const nullsLast = (a: number | null, b: number | null) =>
  (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY);

const average = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * The rent roll as unit types, one per bed/bath combination, fewest beds first. `current_rent` is the average rent
 * in place (whole dollars) of the type's occupied units with a rent, null when none has one (a $0 unit, such as a
 * manager's, is not a rent); `sqft` the average of those with a size.
 */
export function unitTypesOfRentRoll(units: readonly Unit[]): CompsUnitType[] {
  const groups = new Map<string, { beds: number | null; baths: number | null; units: Unit[] }>();
  for (const unit of units) {
    const key = `${unit.beds}|${unit.baths}`;
    const group = groups.get(key) ?? { beds: unit.beds, baths: unit.baths, units: [] };
    group.units.push(unit);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ beds, baths, units: group }) => {
      const rentCents = average(
        group.flatMap((u) =>
          !u.vacant && u.monthlyRentCents !== null && u.monthlyRentCents > 0 ? [u.monthlyRentCents] : [],
        ),
      );
      const sqft = average(group.flatMap((u) => (u.sqft === null ? [] : [u.sqft])));
      return {
        label: unitTypeLabel(beds, baths),
        beds,
        baths,
        sqft: sqft === null ? null : roundTo(sqft),
        current_rent: rentCents === null ? null : roundTo(rentCents / 100),
      };
    })
    .sort((a, b) => nullsLast(a.beds, b.beds) || nullsLast(a.baths, b.baths));
}

/** The middle value; for an even count, the mean of the middle two. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid];
  const lower = sorted[sorted.length % 2 === 1 ? mid : mid - 1];
  return upper === undefined || lower === undefined ? null : (lower + upper) / 2;
}

/** The comps a unit type is compared with (rules at the top of this file). */
export function compsForUnitType(unitType: CompsUnitType, comps: readonly Comp[]): Comp[] {
  if (unitType.beds === null) {
    const label = unitType.label.trim().toLowerCase();
    return comps.filter((c) => c.unit_type.trim().toLowerCase() === label);
  }
  const sameBeds = comps.filter((c) => c.beds === unitType.beds);
  const sameBaths = unitType.baths === null ? [] : sameBeds.filter((c) => c.baths === unitType.baths);
  return sameBaths.length >= MIN_SAME_BATH_COMPS ? sameBaths : sameBeds;
}

/** (current - median) / median x 100, to one decimal: negative means the unit rents below its comps. */
export function pctVsMedian(current: number | null, medianRent: number | null): number | null {
  if (current === null || medianRent === null || medianRent === 0) return null;
  return roundTo(((current - medianRent) / medianRent) * 100, 1);
}

function summaryRow(
  unitType: CompsUnitType,
  comps: readonly Comp[],
  fmrByBeds: Record<number, number>,
): CompsSummaryRow {
  const rents = compsForUnitType(unitType, comps).map((c) => c.rent);
  const medianRent = median(rents);
  return {
    unit_type: unitType.label,
    beds: unitType.beds,
    median_rent: roundOrNull(medianRent, 2),
    low: rents.length ? Math.min(...rents) : null,
    high: rents.length ? Math.max(...rents) : null,
    pct_vs_current: pctVsMedian(unitType.current_rent, medianRent),
    current_rent: unitType.current_rent,
    comp_count: rents.length,
    fmr_floor: unitType.beds === null ? null : (fmrByBeds[unitType.beds] ?? null),
  };
}

const range = (low: number, high: number) => (usd(low) === usd(high) ? usd(low) : `${usd(low)}–${usd(high)}`);

/** "2 Bed / 1 Bath: $1,450–$1,900" for each unit type with comps. */
const unitRange = (row: CompsSummaryRow) =>
  row.low === null || row.high === null ? null : `${row.unit_type}: ${range(row.low, row.high)}`;

/** "8.2% below" / "3% above" / "at" (the median). */
const versus = (pctVs: number) => (pctVs === 0 ? "at" : `${Math.abs(pctVs)}% ${pctVs < 0 ? "below" : "above"}`);

const bedsWords = (beds: number | null) => (beds === 0 ? "studios" : plural(beds ?? 0, "bedroom"));

const fmrClause = (row: CompsSummaryRow) =>
  row.fmr_floor === null ? "" : `; HUD's Fair Market Rent floor for ${bedsWords(row.beds)} is ${usd(row.fmr_floor)}`;

/** One plain sentence per unit type. */
export function explainRow(row: CompsSummaryRow): string {
  const yours = `your ${row.unit_type} units`;
  if (row.median_rent === null || row.low === null || row.high === null) {
    const inPlace = row.current_rent === null ? "" : ` (rent in place ${usd(row.current_rent)})`;
    return `No comparable rents were found for ${yours}${inPlace}${fmrClause(row)}.`;
  }
  const across = `across ${plural(row.comp_count, "comp")}`;
  if (row.current_rent === null || row.pct_vs_current === null) {
    return `No rent in place is recorded for ${yours}; comps have a median of ${usd(row.median_rent)} ${across} (${range(row.low, row.high)})${fmrClause(row)}.`;
  }
  return `Your ${row.unit_type} units rent for ${usd(row.current_rent)}, ${versus(row.pct_vs_current)} the median of ${usd(row.median_rent)} ${across}${fmrClause(row)}.`;
}

function headerText(rows: readonly CompsSummaryRow[], compCount: number, zip: string | null): string {
  const near = zip ? ` near ZIP ${zip}` : "";
  if (compCount === 0) return `No comparable rents were found${near}.`;
  const parts = rows.map((row) => {
    if (row.median_rent === null) return `${row.unit_type} no comps`;
    const yours =
      row.pct_vs_current === null
        ? ""
        : `, yours ${versus(row.pct_vs_current)}${row.pct_vs_current === 0 ? " the median" : ""}`;
    return `${row.unit_type} median ${usd(row.median_rent)}${yours}`;
  });
  return `${plural(compCount, "comp")}${near}${parts.length ? `: ${parts.join("; ")}` : ""}.`;
}

export type SummarizeCompsInput = {
  unitTypes: readonly CompsUnitType[];
  comps: readonly Comp[];
  /** HUD Small Area FMR by bedroom count (0 = studio): a floor, never a comp. */
  fmrByBeds?: Record<number, number>;
  zip: string | null;
  radiusMiles: number;
  /** ISO date the comps were gathered. */
  asOf: string;
  dataSources: readonly CompDataSource[];
};

export function summarizeComps(input: SummarizeCompsInput): CompsResult {
  const rows = input.unitTypes.map((unitType) => summaryRow(unitType, input.comps, input.fmrByBeds ?? {}));
  return {
    header_text: headerText(rows, input.comps.length, input.zip),
    summary_json: {
      header: { unit_ranges: rows.flatMap((row) => unitRange(row) ?? []) },
      summary_table: rows,
      comps: [...input.comps],
      explanations: rows.map(explainRow),
      meta: {
        zip: input.zip,
        radius_miles: input.radiusMiles,
        as_of: input.asOf,
        data_sources: [...input.dataSources],
      },
    },
  };
}

/** Every number a narrator may state: the table, each comp, the sources' counts, and every number in the texts. */
export function compsFacts(result: CompsResult): number[] {
  const { summary_table: rows, comps, meta, header, explanations } = result.summary_json;
  const rowNumbers = rows.flatMap((r) => [
    r.beds,
    r.median_rent,
    roundOrNull(r.median_rent),
    r.low,
    r.high,
    r.current_rent,
    r.pct_vs_current,
    r.pct_vs_current === null ? null : Math.abs(r.pct_vs_current),
    r.comp_count,
    r.fmr_floor,
    r.current_rent === null || r.median_rent === null ? null : roundTo(Math.abs(r.current_rent - r.median_rent)),
  ]);
  const compNumbers = comps.flatMap((c) => [c.rent, roundTo(c.rent), c.beds, c.baths, c.sqft, c.distance_miles]);
  const sourceNumbers = meta.data_sources.map((s) => s.count);
  return collectFacts(
    [...rowNumbers, ...compNumbers, ...sourceNumbers, meta.radius_miles, comps.length],
    [
      result.header_text,
      ...header.unit_ranges,
      ...explanations,
      ...meta.data_sources.flatMap((s) => [s.name, s.note ?? ""]),
    ],
  );
}
