/**
 * Effective property-tax rate by state, percent of market value per year: property taxes paid on owner-occupied
 * housing divided by its value (median real estate taxes paid / median home value).
 *
 * Source: Tax Foundation, "Facts & Figures 2012: How Does Your State Compare?", table "Property Taxes on
 * Owner-Occupied Housing as Percentage of Median Home Value, by State, Calendar Year 2010" (U.S. Census Bureau,
 * American Community Survey 2010; Tax Foundation calculations). U.S. overall: 1.14%.
 *
 * A state average, and a dated one: the county's millage, the assessment ratio and a rental's classification all
 * move a building's real bill, so Normalise shows the rate it used and the user may replace it
 * (`NormaliseSettings.taxRatePct`).
 */
export const STATE_TAX_RATES_SOURCE =
  "Tax Foundation, Facts & Figures 2012: effective property-tax rate on owner-occupied housing by state (Census ACS 2010)";

export const US_EFFECTIVE_TAX_RATE_PCT = 1.14;

export const STATE_EFFECTIVE_TAX_RATE_PCT: Readonly<Record<string, number>> = {
  AK: 1.24,
  AL: 0.41,
  AR: 0.57,
  AZ: 0.85,
  CA: 0.78,
  CO: 0.61,
  CT: 1.7,
  DC: 0.54,
  DE: 0.49,
  FL: 1.09,
  GA: 0.93,
  HI: 0.27,
  IA: 1.34,
  ID: 0.74,
  IL: 1.93,
  IN: 0.84,
  KS: 1.35,
  KY: 0.78,
  LA: 0.43,
  MA: 1.08,
  MD: 0.98,
  ME: 1.17,
  MI: 1.82,
  MN: 1.1,
  MO: 0.94,
  MS: 0.73,
  MT: 0.85,
  NC: 0.81,
  ND: 1.36,
  NE: 1.82,
  NH: 1.92,
  NJ: 2.01,
  NM: 0.66,
  NV: 0.98,
  NY: 1.38,
  OH: 1.44,
  OK: 0.8,
  OR: 0.98,
  PA: 1.4,
  RI: 1.47,
  SC: 0.55,
  SD: 1.32,
  TN: 0.7,
  TX: 1.9,
  UT: 0.65,
  VA: 0.77,
  VT: 1.61,
  WA: 0.98,
  WI: 1.85,
  WV: 0.58,
  WY: 0.62,
};

/** The state's effective rate in percent, or null for a code outside the 50 states and DC. */
export const stateTaxRatePct = (state: string | null | undefined): number | null =>
  (state ? STATE_EFFECTIVE_TAX_RATE_PCT[state.trim().toUpperCase()] : undefined) ?? null;
