import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import {
  cityKey,
  type CityCrimeFile,
  type CityCrimeRow,
  type CountyFmrFile,
  type CountyFmrRow,
  type SafmrFile,
  type SafmrRow,
  type ZctaProfilesFile,
  type ZctaRow,
} from "./compact-files";
import { serverRoot } from "../lib/server-root";
import { FBI_CITY_CRIME, HUD_COUNTY_FMR, HUD_SAFMR, ZCTA_PROFILES, type BundledDataset } from "./sources";

/**
 * The bundled reference data, read from apps/server/reference-data/ on first use (about 1.5 MB gzip'd in all,
 * a few hundred milliseconds to index) and then looked up by ZIP in a Map. Nothing is read at start-up.
 */

// From the server's folder, not this module's: the production bundle runs from dist/, at another depth.
export const REFERENCE_DATA_DIR = path.join(serverRoot, "reference-data");

const read = <T>(dataset: BundledDataset): T =>
  JSON.parse(gunzipSync(fs.readFileSync(path.join(REFERENCE_DATA_DIR, dataset.file))).toString("utf8")) as T;

function lazily<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}

const zctaIndex = lazily(() => {
  const file = read<ZctaProfilesFile>(ZCTA_PROFILES);
  return { file, byZip: new Map<string, ZctaRow>(file.rows.map((r) => [r[0], r])) };
});

const crimeIndex = lazily(() => {
  const file = read<CityCrimeFile>(FBI_CITY_CRIME);
  // A name the FBI lists twice in a state (rare) keeps its most populous city.
  const byCity = new Map<string, CityCrimeRow>();
  for (const row of file.rows) {
    const key = cityKey(row[0], row[1]);
    const seen = byCity.get(key);
    if (!seen || row[2] > seen[2]) byCity.set(key, row);
  }
  return { file, byCity };
});

const safmrIndex = lazily(() => {
  const file = read<SafmrFile>(HUD_SAFMR);
  return { file, byZip: new Map<string, SafmrRow>(file.rows.map((r) => [r[0], r])) };
});

const countyIndex = lazily(() => {
  const file = read<CountyFmrFile>(HUD_COUNTY_FMR);
  return { file, byZip: new Map<string, number>(file.rows.map(([zip, county]) => [zip, county])) };
});

export const zctaRowOf = (zip: string) => zctaIndex().byZip.get(zip) ?? null;
export const zctaBenchmarkOf = (area: string) => zctaIndex().file.benchmarks[area] ?? null;

export const cityCrimeOf = (state: string, city: string) => crimeIndex().byCity.get(cityKey(state, city)) ?? null;
export const crimeBenchmarkOf = (area: string) => crimeIndex().file.benchmarks[area] ?? null;

export type SafmrHit = { row: SafmrRow; areaCode: string; areaName: string };
export function safmrOf(zip: string): SafmrHit | null {
  const { file, byZip } = safmrIndex();
  const row = byZip.get(zip);
  if (!row) return null;
  const [areaCode, areaName] = file.areas[row[1]] ?? ["", ""];
  return { row, areaCode, areaName };
}

export function countyFmrOf(zip: string): CountyFmrRow | null {
  const { file, byZip } = countyIndex();
  const index = byZip.get(zip);
  return index === undefined ? null : (file.counties[index] ?? null);
}

/** The 2020 ZCTA centroid of a ZIP, or null for a ZIP that is not a ZCTA (a PO box, a unique ZIP). */
export function zipCentroid(zip: string): { latitude: number; longitude: number } | null {
  const row = zctaRowOf(zip.slice(0, 5));
  return row && row[3] !== null && row[4] !== null ? { latitude: row[3], longitude: row[4] } : null;
}
