import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_EXPECTED_RATINGS,
  FAKE_PLACE,
  startFakeNeighborhoodApis,
  type FakeNeighborhoodApis,
} from "../helpers/fake-data-apis";
import { registerUser } from "../helpers/factories";
import { FAKE_SUBJECT, startFakeRentApis, type FakeRentApis } from "../helpers/fake-rent-apis";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/** The analyses over public data, each API a local server answering as the real one documents. */
describe("analyses from configured data sources", () => {
  const fakes = {} as { neighborhood: FakeNeighborhoodApis; rent: FakeRentApis };
  beforeAll(async () => {
    fakes.neighborhood = await startFakeNeighborhoodApis();
    fakes.rent = await startFakeRentApis();
  });
  afterAll(async () => {
    await fakes.neighborhood?.close();
    await fakes.rent?.close();
  });
  const t = useTestApp({ env: () => ({ ...fakes.neighborhood.env, ...fakes.rent.env }) });

  it("rates the neighbourhood from Census, FBI and school data, with formulas, weights and attributions", async () => {
    const alice = await registerUser(t.api);
    const { id } = (
      await t.api.post("/api/properties", fourplex({ zip: FAKE_PLACE.zip, state: FAKE_PLACE.state }), {
        cookie: alice.cookie,
      })
    ).json();
    const response = await t.api.post(`/api/properties/${id}/analyze-neighborhood`, {}, { cookie: alice.cookie });
    expect(response.statusCode).toBe(200);
    const { analysis, meta } = response.json();
    expect(analysis.ratings).toEqual(FAKE_EXPECTED_RATINGS);
    expect(analysis.rating_basis).toBe("data");
    expect(analysis.attributions.join(" ")).toContain(
      "This product uses the Census Bureau Data API but is not endorsed or certified by the Census Bureau.",
    );
    for (const key of ["schools", "crime", "jobs", "neighborhood"])
      expect(analysis.formulas[key].length).toBeGreaterThan(20);
    expect(analysis.factors.length).toBeGreaterThan(4);
    // The live answers replace the bundled figures for 60614, and say so.
    expect(analysis.data_sources).toContain(
      "Live figures (Census ACS, FBI crime) replace the bundled ones for this ZIP.",
    );
    expect(analysis.data_sources.join(" ")).not.toContain("(bundled)");
    // (7.5 + 2.1 + 9.3 + 7.1) / 4 = 6.5: the AI Rating, which the property list falls back to.
    expect(analysis.overall_recommendation.verdict).toBe("Mixed");
    expect((await t.api.get(`/api/properties/${id}`, { cookie: alice.cookie })).json().aiRatings).toEqual({
      overall: 6.5,
    });
    const listed = (await t.api.get("/api/properties", { cookie: alice.cookie })).json();
    expect(listed[0].rating).toBe(6.5);
    expect(meta.narration).toBe("template");
  });

  it("gathers comps from RentCast and HUD's Small Area FMR (a floor), each named in data_sources", async () => {
    const alice = await registerUser(t.api);
    const property = fourplex({
      address: FAKE_SUBJECT.address,
      zip: FAKE_SUBJECT.zip,
      state: FAKE_SUBJECT.state,
      city: "Hawthorne",
    });
    const { id } = (await t.api.post("/api/properties", property, { cookie: alice.cookie })).json();
    const { analysis } = (await t.api.post(`/api/properties/${id}/comps/run`, {}, { cookie: alice.cookie })).json();
    const sources = analysis.summary_json.meta.data_sources.map((s: { id: string }) => s.id);
    expect(sources).toEqual(expect.arrayContaining(["rentcast", "hud_safmr"]));
    const row = analysis.summary_json.summary_table[0];
    // RentCast's three 2-bed listings: $2,400, $2,500 and $2,650; median $2,500. The fourplex rents for $1,500:
    // (1,500 - 2,500) / 2,500 = -40%. HUD's 2-bed Small Area FMR for 90250 is $2,490, shown as a floor.
    expect(row).toMatchObject({
      beds: 2,
      median_rent: 2500,
      low: 2400,
      high: 2650,
      current_rent: 1500,
      pct_vs_current: -40,
      fmr_floor: 2490,
    });
    expect(
      fakes.rent.requests.some((r) => r.api === "rentcast" && r.headers["x-api-key"] === "fake-rentcast-key"),
    ).toBe(true);
  });
});
