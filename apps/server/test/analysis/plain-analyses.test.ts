import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/** With no model and no data source configured, every analysis still runs, from code alone. */
describe("analyses with no provider", () => {
  const t = useTestApp();

  async function aliceWithFourplex(overrides = {}) {
    const alice = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(overrides), { cookie: alice.cookie })).json();
    return { cookie: alice.cookie, id: property.id as string };
  }

  it("nothing is stored until an analysis is run", async () => {
    const { cookie, id } = await aliceWithFourplex();
    const response = await t.api.get(`/api/properties/${id}/analyses`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ performa: null, neighborhood: null, comps: null, summary: null });
    expect((await t.api.get(`/api/properties/${id}/comps`, { cookie })).json()).toBeNull();
  });

  it("the pro-forma analysis computes the fourplex's numbers and a verdict by rule", async () => {
    const { cookie, id } = await aliceWithFourplex();
    const response = await t.api.post(`/api/properties/${id}/analyze-performa`, {}, { cookie });
    expect(response.statusCode).toBe(200);
    const { analysis, meta } = response.json();
    // 4 x $1,500 + $100 laundry = $6,100 a month, $73,200 a year; no vacancy set. Expenses $2,100 a month = $25,200.
    expect(analysis.metrics.goi_annual).toBe(73_200);
    expect(analysis.metrics.expenses_annual).toBe(25_200);
    expect(analysis.metrics.noi_annual).toBe(48_000);
    // 48,000 / 800,000 = 6.00%; 800,000 / 4 = 200,000 a unit; 800,000 / 3,600 = 222.22 a square foot.
    expect(analysis.metrics.cap_rate_percent).toBeCloseTo(6, 2);
    expect(analysis.metrics.price_per_unit).toBe(200_000);
    expect(analysis.metrics.price_per_sf).toBeCloseTo(222.22, 2);
    const codes = analysis.flags.map((f: { code: string }) => f.code);
    expect(codes).toContain("no_vacancy_allowance");
    expect(codes).toContain("no_management_fee");
    expect(["Buy", "Avoid", "Review"]).toContain(analysis.verdict.decision);
    expect(analysis.verdict_rules.length).toBeGreaterThan(0);
    expect(analysis.summary).toContain("48,000");
    expect(meta).toMatchObject({
      kind: "performa",
      status: "current",
      narration: "template",
      model: null,
      notice: null,
    });
  });

  it("a stored analysis turns outdated when the property changes, and Regenerate makes it current", async () => {
    const { cookie, id } = await aliceWithFourplex();
    await t.api.post(`/api/properties/${id}/analyze-performa`, {}, { cookie });
    await t.api.post(`/api/properties/${id}/analyze-summary`, {}, { cookie });
    expect((await t.api.get(`/api/properties/${id}/analyses`, { cookie })).json().performa.meta.status).toBe("current");

    await t.api.patch(`/api/properties/${id}`, { price: 700_000 }, { cookie });
    const after = (await t.api.get(`/api/properties/${id}/analyses`, { cookie })).json();
    expect(after.performa.meta.status).toBe("outdated");
    expect(after.summary.meta.status).toBe("outdated");
    // The outdated result is still shown as it was.
    expect(after.performa.analysis.metrics.cap_rate_percent).toBeCloseTo(6, 2);

    const regenerated = (await t.api.post(`/api/properties/${id}/analyze-performa`, {}, { cookie })).json();
    expect(regenerated.meta.status).toBe("current");
    // 48,000 / 700,000 = 6.86%.
    expect(regenerated.analysis.metrics.cap_rate_percent).toBeCloseTo(6.86, 2);
    expect((await t.api.get(`/api/properties/${id}/analyses`, { cookie })).json().performa.meta.status).toBe("current");
  });

  it("a change that does not touch the facts (the nickname, a favourite) keeps the pro-forma current", async () => {
    const { cookie, id } = await aliceWithFourplex();
    await t.api.post(`/api/properties/${id}/analyze-performa`, {}, { cookie });
    await t.api.patch(`/api/properties/${id}`, { nickname: "Renamed" }, { cookie });
    await t.api.post(`/api/properties/${id}/favorite`, { favorite: true }, { cookie });
    expect((await t.api.get(`/api/properties/${id}/analyses`, { cookie })).json().performa.meta.status).toBe("current");
  });

  it("the listing summary is plain text from the property's facts", async () => {
    const { cookie, id } = await aliceWithFourplex();
    const { analysis, meta } = (await t.api.post(`/api/properties/${id}/analyze-summary`, {}, { cookie })).json();
    expect(analysis.summary).toContain("4");
    expect(analysis.summary).toContain("800,000");
    expect(analysis.highlights.length).toBeGreaterThanOrEqual(3);
    expect(meta.narration).toBe("template");
  });

  it("for a ZIP outside the bundled data and no source, the neighbourhood ratings are null, never guessed, and it says why", async () => {
    const { cookie, id } = await aliceWithFourplex({ zip: "99999" });
    const { analysis } = (await t.api.post(`/api/properties/${id}/analyze-neighborhood`, {}, { cookie })).json();
    expect(analysis.ratings).toEqual({ schools: null, crime: null, jobs: null, neighborhood: null });
    expect(analysis.rating_basis).toBe("none");
    expect(analysis.narrative).toContain(
      "ZIP 99999 is outside the bundled public data (the Census Bureau's 2020 ZIP Code Tabulation Areas), so there are no bundled income, growth, renter or crime figures for it.",
    );
    expect((await t.api.get(`/api/properties/${id}`, { cookie })).json().aiRatings).toEqual({ overall: null });
  });

  it("comps from the user's own nearby properties, summarised per unit type by code", async () => {
    const { cookie, id } = await aliceWithFourplex();
    // A second building 0 miles away (same ZIP) renting its 2-beds for $1,600 and $1,700.
    const rents = [160_000, 170_000];
    await t.api.post(
      "/api/properties",
      fourplex({
        nickname: "Oak",
        address: "9 Oak Street",
        unitCount: 2,
        units: rents.map((r, i) => ({
          unitNumber: `${i + 1}`,
          beds: 2,
          baths: 1,
          sqft: 900,
          monthlyRentCents: r,
          marketRentCents: null,
          vacant: false,
        })),
      }),
      { cookie },
    );
    const response = await t.api.post(`/api/properties/${id}/comps/run`, {}, { cookie });
    expect(response.statusCode).toBe(200);
    const { analysis } = response.json();
    const row = analysis.summary_json.summary_table.find((r: { beds: number }) => r.beds === 2);
    // Median of 1,600 and 1,700 = 1,650; the fourplex rents for 1,500: (1,500 - 1,650) / 1,650 = -9.1%.
    expect(row).toMatchObject({ median_rent: 1650, low: 1600, high: 1700, current_rent: 1500, comp_count: 2 });
    expect(row.pct_vs_current).toBeCloseTo(-9.1, 1);
    const sources = analysis.summary_json.meta.data_sources.map((s: { id: string }) => s.id);
    expect(sources).toContain("portfolio");
    expect(analysis.summary_json.meta.zip).toBe("62704");
    const stored = (await t.api.get(`/api/properties/${id}/comps`, { cookie })).json();
    expect(stored.analysis).toEqual(analysis);
    expect(stored.meta.status).toBe("current");

    // A new building nearby brings new comps: the stored ones are outdated until they are run again.
    await t.api.post("/api/properties", fourplex({ nickname: "Ash", address: "3 Ash Street" }), { cookie });
    expect((await t.api.get(`/api/properties/${id}/comps`, { cookie })).json().meta.status).toBe("outdated");
  });

  it("refuses a malformed comps request and changes nothing", async () => {
    const { cookie, id } = await aliceWithFourplex();
    const response = await t.api.post(
      `/api/properties/${id}/comps/run`,
      { unit_types: [{ label: "", beds: -1 }] },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect((await t.api.get(`/api/properties/${id}/comps`, { cookie })).json()).toBeNull();
  });

  it("asks to sign in first", async () => {
    const { id } = await aliceWithFourplex();
    expect((await t.api.post(`/api/properties/${id}/analyze-performa`, {})).statusCode).toBe(401);
    expect((await t.api.get(`/api/properties/${id}/analyses`)).statusCode).toBe(401);
  });
});
