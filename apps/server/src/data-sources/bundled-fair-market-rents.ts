import { HUD_COUNTY_FMR, HUD_SAFMR } from "../reference-data/sources";
import { countyFmrOf, safmrOf } from "../reference-data/store";

/**
 * HUD's Fair Market Rents for a ZIP from the bundled files: the ZIP's own Small Area FMR (FY2024) where HUD
 * publishes one (metro areas), else its county's FMR (FY2026) through the Census ZCTA-to-county relationship.
 * Like the live HUD source, an FMR is a floor (the 40th percentile gross rent a voucher pays), never a comp.
 */

export type BundledFmr = {
  fmrByBeds: Record<number, number>;
  level: "zip" | "county";
  /** "HUD Small Area FMR FY2024, ZIP 78701 (Austin-Round Rock, TX MSA)": what is shown beside each figure. */
  label: string;
  note: string;
};

const byBeds = (values: readonly number[]) => Object.fromEntries(values.map((v, beds) => [beds, v]));

export function bundledFairMarketRents(zip: string): BundledFmr | null {
  const safmr = safmrOf(zip);
  if (safmr) {
    const [, , f0, f1, f2, f3, f4, areaCount] = safmr.row;
    const label = `HUD Small Area FMR ${HUD_SAFMR.vintage}, ZIP ${zip} (${safmr.areaName})`;
    const several =
      areaCount > 1
        ? ` HUD lists ZIP ${zip} in ${areaCount} FMR areas; these are ${safmr.areaName}'s, the area of the ZIP's county where known.`
        : "";
    return {
      fmrByBeds: byBeds([f0, f1, f2, f3, f4]),
      level: "zip",
      label,
      note: `${label}: a floor (the 40th percentile gross rent a housing voucher pays), not market rent and not a comp.${several} ${HUD_SAFMR.attribution}`,
    };
  }
  const county = countyFmrOf(zip);
  if (!county) return null;
  const [fips, state, countyName, town, areaName, ...values] = county;
  const place = town ? `${town}, ${countyName}, ${state}` : `${countyName}, ${state}`;
  const label = `HUD FMR ${HUD_COUNTY_FMR.vintage}, ${place} (county FIPS ${fips}; ${areaName})`;
  return {
    fmrByBeds: byBeds(values),
    level: "county",
    label,
    note: `${label}: HUD publishes no Small Area FMR for ZIP ${zip}, so this is its county's Fair Market Rent, a floor (the 40th percentile gross rent a housing voucher pays), not market rent and not a comp. ${HUD_COUNTY_FMR.attribution}`,
  };
}

export const NO_BUNDLED_FMR = (zip: string) =>
  `ZIP ${zip} is outside the bundled HUD data (no FY2024 Small Area FMR and no county match), so there is no rent floor for it.`;

/** The plausibility guard's baseline for a property's ZIP, from the bundled HUD figures (null outside them). */
export function rentBaselineOfZip(zip: string | null): { fmrByBeds: Record<number, number>; label: string } | null {
  const five = /^\d{5}/.exec(zip?.trim() ?? "")?.[0];
  const fmr = five ? bundledFairMarketRents(five) : null;
  return fmr ? { fmrByBeds: fmr.fmrByBeds, label: fmr.label } : null;
}
