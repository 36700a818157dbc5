import type { CompsResult, CompsSummaryRow } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { rentBaselineOfComps } from "./rent-baseline";

const row = (beds: number | null, fmr: number | null): CompsSummaryRow => ({
  unit_type: `${beds} BR`,
  beds,
  median_rent: null,
  low: null,
  high: null,
  pct_vs_current: null,
  current_rent: null,
  comp_count: 0,
  fmr_floor: fmr,
});

const result = (rows: CompsSummaryRow[]): CompsResult => ({
  header_text: "",
  summary_json: {
    header: { unit_ranges: [] },
    summary_table: rows,
    comps: [],
    explanations: [],
    meta: { zip: "78701", radius_miles: 3, as_of: "2026-11-25", data_sources: [] },
  },
});

describe("the plausibility baseline from the comps' HUD floor", () => {
  it("takes each unit type's FMR by bedroom count (78701: 1 BR $2,460, 2 BR $2,890)", () => {
    expect(rentBaselineOfComps(result([row(1, 2_460), row(2, 2_890), row(null, 2_000)]))?.fmrByBeds).toEqual({
      1: 2_460,
      2: 2_890,
    });
  });

  it("is null before comps have run, or when they found no floor", () => {
    expect(rentBaselineOfComps(null)).toBeNull();
    expect(rentBaselineOfComps(result([row(2, null)]))).toBeNull();
  });
});
