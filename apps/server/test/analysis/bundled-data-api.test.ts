import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/** No AI provider and no data keys: the neighbourhood and the rent floor come from the data bundled with the app. */
describe("neighbourhood and rent baselines with no keys (bundled public data)", () => {
  const t = useTestApp();

  async function aliceWith(overrides: Record<string, unknown>) {
    const alice = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(overrides), { cookie: alice.cookie })).json();
    return { cookie: alice.cookie, id: property.id as string };
  }
  const austin = { address: "201 Colorado St", city: "Austin", state: "TX", zip: "78701" };

  it("a property in 78701 gets jobs, neighbourhood and crime ratings, each factor naming its source and vintage; schools say why they are blank", async () => {
    const { cookie, id } = await aliceWith(austin);
    const response = await t.api.post(`/api/properties/${id}/analyze-neighborhood`, {}, { cookie });
    expect(response.statusCode).toBe(200);
    const { analysis, meta } = response.json();
    expect(analysis.rating_basis).toBe("data");
    expect(analysis.ratings.schools).toBeNull();
    for (const key of ["crime", "jobs", "neighborhood"]) expect(analysis.ratings[key]).toEqual(expect.any(Number));
    expect(analysis.data_sources).toEqual([
      expect.stringMatching(
        /^U\.S\. Census Bureau, American Community Survey 5-year estimates by ZIP Code Tabulation Area \(bundled\): median household income 2018-2022; .*ZCTA 78701 \(Austin, TX\)$/,
      ),
      "FBI UCR 2019, Table 8 (bundled): city of Austin, TX, city-level",
    ]);
    expect(analysis.attributions).toHaveLength(2);
    expect(analysis.attributions[1]).toContain("FBI Uniform Crime Reporting Program, 2019, city-level");

    const income = analysis.factors.find((f: { label: string }) =>
      f.label.startsWith("Median household income vs the state's"),
    );
    expect(income).toMatchObject({
      rating: "jobs",
      value: 148_049,
      source: "U.S. Census Bureau, ACS 5-year 2018-2022, ZIP Code Tabulation Area 78701 (bundled)",
    });
    const violent = analysis.factors.find((f: { rating: string }) => f.rating === "crime");
    expect(violent).toMatchObject({
      value: 400.9,
      source: "FBI UCR 2019, Table 8, city of Austin, TX (city-level, bundled)",
    });
    expect(violent.label).toContain("(2019, city-level)");
    expect(analysis.formulas.crime).toContain("city-level");
    expect(analysis.formulas.schools).toMatch(/^Schools: not rated\. No school data is bundled with Plexwise/);
    expect(meta.notice).toBeNull();
  });

  it("the comps table for 78701 carries HUD's FY2024 Small Area FMR for each unit type as a labelled floor (2-BR $2,890)", async () => {
    const { cookie, id } = await aliceWith(austin);
    const response = await t.api.post(
      `/api/properties/${id}/comps/run`,
      {
        unit_types: [
          { label: "1 Bed / 1 Bath", beds: 1, baths: 1 },
          { label: "2 Bed / 1 Bath", beds: 2, baths: 1, current_rent: 1_500 },
          { label: "Studio", beds: 0, baths: 1 },
        ],
      },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    const { summary_json } = response.json().analysis;
    expect(
      summary_json.summary_table.map((r: { unit_type: string; fmr_floor: number | null }) => [
        r.unit_type,
        r.fmr_floor,
      ]),
    ).toEqual([
      ["1 Bed / 1 Bath", 2_460],
      ["2 Bed / 1 Bath", 2_890],
      ["Studio", 2_280],
    ]);
    const hud = summary_json.meta.data_sources.find((s: { id: string }) => s.id === "hud_safmr");
    expect(hud.count).toBe(3);
    expect(hud.note).toMatch(/^HUD Small Area FMR FY2024, ZIP 78701 \(Austin-Round Rock, TX MSA\): a floor/);
    expect(summary_json.comps.some((c: { source: string }) => c.source === "hud_safmr")).toBe(false);
  });

  it("a ZIP outside the bundled data says so plainly, in the comps' sources and the neighbourhood narrative", async () => {
    const { cookie, id } = await aliceWith({ zip: "99999" });
    const comps = (await t.api.post(`/api/properties/${id}/comps/run`, {}, { cookie })).json().analysis;
    const hud = comps.summary_json.meta.data_sources.find((s: { id: string }) => s.id === "hud_safmr");
    expect(hud.note).toBe(
      "ZIP 99999 is outside the bundled HUD data (no FY2024 Small Area FMR and no county match), so there is no rent floor for it.",
    );
    expect(comps.summary_json.summary_table.every((r: { fmr_floor: number | null }) => r.fmr_floor === null)).toBe(
      true,
    );
    const hood = (await t.api.post(`/api/properties/${id}/analyze-neighborhood`, {}, { cookie })).json().analysis;
    expect(hood.rating_basis).toBe("none");
    expect(hood.narrative).toContain("ZIP 99999 is outside the bundled public data");
  });

  it("nearby comps from the owner's portfolio are measured between 2020 ZCTA centroids (78701 to 78702: under 2 miles)", async () => {
    const { cookie, id } = await aliceWith(austin);
    await t.api.post(
      "/api/properties",
      fourplex({ nickname: "East Austin", address: "1000 E 6th St", city: "Austin", state: "TX", zip: "78702" }),
      { cookie },
    );
    const comps = (await t.api.post(`/api/properties/${id}/comps/run`, {}, { cookie })).json().analysis;
    const portfolio = comps.summary_json.comps.filter((c: { source: string }) => c.source === "portfolio");
    expect(portfolio.length).toBeGreaterThan(0);
    // Haversine between (30.2703, -97.7425) and 78702's 2020 centroid.
    expect(portfolio[0].distance_miles).toBeGreaterThan(0.5);
    expect(portfolio[0].distance_miles).toBeLessThan(2);
  });
});
