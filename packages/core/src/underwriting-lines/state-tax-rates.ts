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

/**
 * California assesses a purchase at its price (Proposition 13) and taxes it at the 1% general levy plus the local
 * voter-approved levies of its tax-rate area, which run about 0.1-0.25%: 0.2% is assumed, and the user enters the
 * area's own total rate in Normalise. A table of what owner-occupied homes paid in 2010 (0.78%, homes long held at
 * old assessed values) understated a purchase's taxes by a third.
 */
export const CA_GENERAL_LEVY_PCT = 1;
export const CA_LOCAL_LEVIES_PCT = 0.2;

/** How a state taxes a rental bought at a price: the rate on the price, the rule in a few words, and its source. */
export type PurchaseTaxRule = { ratePct: number; title: string; source: string };

const PURCHASE_RULES: Readonly<Record<string, PurchaseTaxRule>> = {
  CA: {
    ratePct: CA_GENERAL_LEVY_PCT + CA_LOCAL_LEVIES_PCT,
    title: "Taxes reassessed at the price (Proposition 13)",
    source:
      `California Constitution art. XIII A (Proposition 13, 1978; Revenue and Taxation Code 110.1): a purchase is ` +
      `assessed at its price; ${CA_GENERAL_LEVY_PCT}% general levy + ${CA_LOCAL_LEVIES_PCT}% local voter-approved ` +
      `levies assumed (about 0.1-0.25% by tax-rate area: enter the county's total rate); the assessed value then ` +
      `grows at most 2% a year`,
  },
};

/**
 * The rule for a purchase in a state: California's by its constitution; elsewhere assessors value a building at
 * market value, which a sale sets, so the state's effective rate applies to the price. That rate is what
 * owner-occupied homes paid (2010); a rental without a homestead exemption may pay more, which the source says.
 */
export function purchaseTaxRule(state: string | null | undefined): PurchaseTaxRule | null {
  const code = state?.trim().toUpperCase() ?? "";
  const rule = PURCHASE_RULES[code];
  if (rule) return rule;
  const ratePct = STATE_EFFECTIVE_TAX_RATE_PCT[code];
  if (ratePct === undefined) return null;
  return {
    ratePct,
    title: "Taxes reassessed at the price",
    source: `${STATE_TAX_RATES_SOURCE}: ${code} ${ratePct}% (market-value assessment; a rental without a homestead exemption may pay more)`,
  };
}

/** The rate a purchase in the state is taxed at, in percent of the price, or null for a code outside the 50 states and DC. */
export const stateTaxRatePct = (state: string | null | undefined): number | null =>
  purchaseTaxRule(state)?.ratePct ?? null;
