import type { ReferenceData } from "./build-all";

/** Row counts of shared/datasets as its README lists them: a different file is a different vintage or a cut. */
export const EXPECTED_INPUT_ROWS: Record<string, number> = {
  "hud_safmr_fy2024.csv": 27_446,
  "hud_fmr_county_fy2026.csv": 4_764,
  "acs5_zcta_population_2011_2024.csv": 33_791,
  "acs5_2022_zcta_median_household_income.csv": 30_621,
  "acs5_2023_zcta_tenure_B25003.csv": 33_772,
  "fbi_ucr_table8_city_2019.csv": 8_105,
  "zcta_centroids_2020.csv": 33_791,
};

/** The spot checks the datasets README lists, read back from the built files. */
export const SPOT_VALUES = {
  income: { "10001": 106_509, "78701": 148_049, "90210": 172_285 },
  safmr2Br: { "10001": 3_940, "78701": 2_890, "90210": 3_820 },
  austinViolentPer100k: 400.9,
} as const;

/** Throws with every mismatch listed. */
export function verifyReferenceData(data: ReferenceData, inputRows: Record<string, number>): void {
  const problems: string[] = [];
  for (const [file, expected] of Object.entries(EXPECTED_INPUT_ROWS)) {
    if (inputRows[file] !== expected) problems.push(`${file}: ${inputRows[file] ?? "no"} rows, expected ${expected}`);
  }
  const zcta = new Map(data.zcta.rows.map((r) => [r[0], r]));
  for (const [zip, expected] of Object.entries(SPOT_VALUES.income)) {
    const got = zcta.get(zip)?.[5];
    if (got !== expected) problems.push(`median household income of ${zip}: ${got}, expected ${expected}`);
  }
  const safmr = new Map(data.safmr.rows.map((r) => [r[0], r]));
  for (const [zip, expected] of Object.entries(SPOT_VALUES.safmr2Br)) {
    const got = safmr.get(zip)?.[4];
    if (got !== expected) problems.push(`FY2024 2-BR SAFMR of ${zip}: ${got}, expected ${expected}`);
  }
  const austin = data.crime.rows.find((r) => r[0] === "TX" && r[1] === "Austin");
  if (austin?.[5] !== SPOT_VALUES.austinViolentPer100k)
    problems.push(`Austin violent crime per 100k: ${austin?.[5]}, expected ${SPOT_VALUES.austinViolentPer100k}`);
  if (problems.length > 0) throw new Error(`Reference data check failed:\n  ${problems.join("\n  ")}`);
}
