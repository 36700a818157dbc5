import { describe, expect, it } from "vitest";
import { rateNeighborhood } from "@plexwise/core";
import { fetchCrimeData } from "../../src/data-sources/fbi-crime";
import { stateByAbbr } from "../../src/data-sources/state-fips";
import {
  FAKE_AGENCIES,
  testHttpContext,
  useFakeNeighborhoodApis,
  type FakeNeighborhoodApisOptions,
} from "../helpers/fake-data-apis";

const fake = useFakeNeighborhoodApis();

const lincolnPark = { latitude: 41.9229, longitude: -87.6483 }; // ZIP 60614
const ruralIllinois = { latitude: 40.5, longitude: -88.9 };
const march2026 = new Date("2026-03-01T00:00:00Z");

async function crimeFrom(
  fbi: FakeNeighborhoodApisOptions["fbi"],
  point: { latitude: number; longitude: number } | null,
) {
  await fake.start({ fbi });
  return fetchCrimeData(
    { baseUrl: fake.env.FBI_API_URL!, apiKey: fake.env.FBI_API_KEY! },
    { state: stateByAbbr("IL")!, point, now: march2026 },
    testHttpContext(),
  );
}

describe("FBI Crime Data Explorer", () => {
  it("uses the nearest City police agency (Chicago PD, ~6 miles; not the nearer County sheriff) and sums 2024's twelve months", async () => {
    const { data, warnings } = await crimeFrom({}, lincolnPark);
    // 2025 has only January-June published, so 2024 is the last complete year. 12 x 50 = 600, 12 x 25 = 300, ...
    expect(data).toEqual({
      geography: "agency",
      agencyName: "Chicago Police Department",
      stateName: "Illinois",
      year: 2024,
      violentPer100k: 600,
      propertyPer100k: 1_800,
      stateViolentPer100k: 300,
      statePropertyPer100k: 1_500,
      nationalViolentPer100k: 360,
      nationalPropertyPer100k: 1_800,
    });
    expect(warnings).toEqual([]);
    expect(fake.requests.map((r) => `${r.path}?from=${r.query.from ?? ""}&to=${r.query.to ?? ""}`)).toEqual([
      "/agency/byStateAbbr/IL?from=&to=",
      "/summarized/agency/ILCPD0000/violent-crime?from=01-2024&to=12-2025",
      "/summarized/agency/ILCPD0000/property-crime?from=01-2024&to=12-2025",
    ]);
  });

  it("with no City agency within 10 miles it compares the state with the nation, and the rating says so", async () => {
    const { data } = await crimeFrom({}, ruralIllinois);
    expect(data).toMatchObject({ geography: "state", agencyName: null, violentPer100k: 300, propertyPer100k: 1_500 });
    expect(fake.requests.at(-1)?.path).toBe("/summarized/state/IL/property-crime");
    // violent 300 vs 360 and property 1500 vs 1800: both 5 - 5 x log2(0.8333) = 6.3152; 0.6 x + 0.4 x = 6.3152 -> 6.3
    const rated = rateNeighborhood({ acs: null, crime: data, schools: null });
    expect(rated.ratings.crime).toBe(6.3);
    expect(rated.formulas.crime).toContain("compares Illinois's statewide rates with the nation's");
  });

  it("when the agency's rates fail (500) it falls back to the statewide rates with a note", async () => {
    const { data, warnings } = await crimeFrom({ agencyMode: "error" }, lincolnPark);
    expect(data.geography).toBe("state");
    expect(warnings).toEqual([
      "FBI rates for Chicago Police Department failed (FBI Crime Data Explorer (/summarized/agency/ILCPD0000/violent-crime) answered HTTP 500); using statewide rates",
    ]);
  });

  it("without the ZIP's coordinates it does not ask for the agency list", async () => {
    const { data } = await crimeFrom({ agencies: FAKE_AGENCIES }, null);
    expect(data.geography).toBe("state");
    expect(fake.requests.some((r) => r.path.startsWith("/agency"))).toBe(false);
  });

  it("no complete year for the state is an error, never a partial-year rate", async () => {
    await expect(crimeFrom({ mode: "empty" }, lincolnPark)).rejects.toThrow(
      "FBI Crime Data Explorer has no complete year (2025 or 2024) for Illinois",
    );
  });
});
