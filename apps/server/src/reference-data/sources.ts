/**
 * The public datasets bundled with the app (built by `npm run data:build` from shared/datasets, see
 * apps/server/reference-data/README.md): each one's name, vintage and attribution, shown wherever one of its
 * figures is. All are works of the US Government (public domain, 17 U.S.C. 105); the attribution says where a
 * figure comes from and that it is bundled, not live.
 */

export type BundledDataset = {
  /** The compact file under apps/server/reference-data/. */
  file: string;
  /** Who published it and what it is, with its vintage: "HUD Small Area Fair Market Rents FY2024". */
  name: string;
  vintage: string;
  attribution: string;
};

export const ZCTA_PROFILES: BundledDataset = {
  file: "zcta-profiles.json.gz",
  name: "U.S. Census Bureau, American Community Survey 5-year estimates by ZIP Code Tabulation Area",
  vintage:
    "median household income 2018-2022; renter share 2019-2023; population and housing units 2007-2011 vs 2020-2024; ZCTA centroids 2020 (TIGER)",
  attribution:
    "Census figures are the Census Bureau's published ACS 5-year estimates, bundled with Plexwise (not fetched live); Plexwise is not endorsed or certified by the Census Bureau.",
};

export const FBI_CITY_CRIME: BundledDataset = {
  file: "fbi-city-crime-2019.json.gz",
  name: "FBI Uniform Crime Reporting, Crime in the United States 2019, Table 8 (offences known to law enforcement, by city)",
  vintage: "2019",
  attribution:
    "Crime figures: FBI Uniform Crime Reporting Program, 2019, city-level (bundled with Plexwise, not fetched live).",
};

export const HUD_SAFMR: BundledDataset = {
  file: "hud-safmr-fy2024.json.gz",
  name: "HUD Small Area Fair Market Rents FY2024",
  vintage: "FY2024",
  attribution:
    "HUD Small Area Fair Market Rents FY2024 (huduser.gov), bundled with Plexwise; not endorsed or certified by HUD.",
};

export const HUD_COUNTY_FMR: BundledDataset = {
  file: "hud-fmr-county-fy2026.json.gz",
  name: "HUD Fair Market Rents FY2026 by county",
  vintage: "FY2026",
  attribution:
    "HUD Fair Market Rents FY2026 (huduser.gov), by county, bundled with Plexwise; the ZIP's county is from the Census Bureau's 2010 ZCTA-to-county relationship file. Not endorsed or certified by HUD.",
};

export const BUNDLED_DATASETS = [ZCTA_PROFILES, FBI_CITY_CRIME, HUD_SAFMR, HUD_COUNTY_FMR] as const;
