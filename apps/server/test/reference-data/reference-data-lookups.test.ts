import { describe, expect, it } from "vitest";
import { bundledFairMarketRents } from "../../src/data-sources/bundled-fair-market-rents";
import { bundledCityCrime, bundledZctaData } from "../../src/data-sources/bundled-neighborhood";
import { zipCentroid } from "../../src/reference-data/store";

describe("the bundled reference data, looked up by ZIP", () => {
  it("ZIP 78701: HUD's FY2024 Small Area FMR, 0-4 BR $2,280 / $2,460 / $2,890 / $3,710 / $4,270", () => {
    const fmr = bundledFairMarketRents("78701")!;
    expect(fmr.level).toBe("zip");
    expect(fmr.fmrByBeds).toEqual({ 0: 2_280, 1: 2_460, 2: 2_890, 3: 3_710, 4: 4_270 });
    expect(fmr.label).toBe("HUD Small Area FMR FY2024, ZIP 78701 (Austin-Round Rock, TX MSA)");
  });

  it("a ZIP with no Small Area FMR (35592, Vernon AL, outside any metro) gets its county's FY2026 FMR", () => {
    const fmr = bundledFairMarketRents("35592")!;
    expect(fmr.level).toBe("county");
    expect(fmr.fmrByBeds[2]).toBe(776);
    expect(fmr.label).toBe("HUD FMR FY2026, Lamar County, AL (county FIPS 01075; Lamar County, AL)");
    expect(fmr.note).toContain("HUD publishes no Small Area FMR for ZIP 35592");
  });

  it("a ZIP outside the data has none of it", () => {
    expect(bundledFairMarketRents("99999")).toBeNull();
    expect(bundledZctaData("99999")).toBeNull();
    expect(zipCentroid("99999")).toBeNull();
  });

  it("ZIP 78701's Census profile, with Texas's and the nation's benchmarks", () => {
    const profile = bundledZctaData("78701")!;
    expect(profile.data).toMatchObject({
      zcta: "78701",
      place: "Austin",
      state: "TX",
      medianHouseholdIncome: 148_049,
      populationEarly: 5_084,
      populationNow: 11_824,
      housingUnitsEarly: 4_194,
      housingUnitsNow: 8_763,
    });
    expect(profile.data.renterSharePct).toBeCloseTo(51.02, 2);
    // Household-weighted medians of the ZCTAs' medians: near the ACS 2018-2022 figures ($73,035 and $75,149).
    expect(profile.data.stateMedianHouseholdIncome).toBeGreaterThan(70_000);
    expect(profile.data.stateMedianHouseholdIncome).toBeLessThan(76_000);
    expect(profile.data.nationalMedianHouseholdIncome).toBeGreaterThan(72_000);
    expect(profile.data.nationalMedianHouseholdIncome).toBeLessThan(78_000);
    expect(profile.source).toContain("ZCTA 78701 (Austin, TX)");
  });

  it("Austin's 2019 crime, found by the ZCTA's place name in its state", () => {
    const crime = bundledCityCrime("78701", null).found!;
    expect(crime.data).toMatchObject({ city: "Austin", state: "TX", year: 2019, violentPer100k: 400.9 });
    expect(crime.data.propertyPer100k).toBe(3_710.5);
    expect(crime.source).toBe("FBI UCR 2019, Table 8 (bundled): city of Austin, TX, city-level");
    // Not Austin, Minnesota: the state comes from the ZIP.
    expect(bundledCityCrime("78701", "Austin").found?.data.violentPer100k).toBe(400.9);
  });

  it("2020 ZCTA centroids: 78701 is downtown Austin", () => {
    expect(zipCentroid("78701")).toEqual({ latitude: 30.2703, longitude: -97.7425 });
  });
});
