import type { CompsResult } from "@plexwise/core";
import type { RentBaseline } from "@plexwise/core/analysis";

/**
 * The HUD Fair Market Rents a comps run found (the "HUD FMR (floor)" column), by bedroom count, as the plausibility
 * guard's baseline; null when the run had none. The source and vintage are shown with the comps.
 */
export function rentBaselineOfComps(result: CompsResult | null | undefined): RentBaseline | null {
  const fmrByBeds: Record<number, number> = {};
  for (const row of result?.summary_json.summary_table ?? [])
    if (row.beds !== null && row.fmr_floor !== null) fmrByBeds[row.beds] = row.fmr_floor;
  if (Object.keys(fmrByBeds).length === 0) return null;
  return { fmrByBeds, label: "HUD Fair Market Rents as shown in Comparable Rents" };
}
