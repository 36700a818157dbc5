import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { promptTextOf, useFakeLlm, type FakeLlmHandler } from "../helpers/fake-llm-server";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";
import { honestModel, schemaNameOf } from "./model-support";

/**
 * Words are checked as numbers are, for every narrator: prose that turns a flag, a rating, the comps or the ranking
 * the other way gets one repair, then the plain text with a notice naming the phrase; a repaired answer is used.
 */
describe("a model's words against the computed facts (OpenAI-compatible server)", () => {
  const llm = useFakeLlm("openai");
  const t = useTestApp({
    env: () => ({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: llm.server.url, AI_MODEL: "test-model" }),
  });

  async function alice(overrides = {}, financing: Record<string, unknown> | null = null) {
    const { cookie } = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(overrides), { cookie })).json();
    if (financing)
      expect((await t.api.patch(`/api/properties/${property.id}`, financing, { cookie })).statusCode).toBe(200);
    return { cookie, id: property.id as string };
  }

  /** The prose request of one schema, as sent: the first try and the repair. */
  const proseRequests = (schema: string) => llm.server.requests.filter((r) => schemaNameOf(r) === schema);

  /** Lies on the first try only, when `firstOnly`; otherwise on every try. */
  function liar(twist: (text: string) => string, firstOnly = false): FakeLlmHandler {
    const honest = honestModel();
    const lying = honestModel(twist);
    let calls = 0;
    return (request) => {
      const prose = schemaNameOf(request)?.endsWith("_prose") ?? false;
      if (prose) calls++;
      return !prose || !firstOnly || calls === 1 ? lying(request) : honest(request);
    };
  }

  // At $1.5M with 25% down at 6.5%, the fourplex's NOI does not cover its debt: DSCR under 1.25, cash flow negative.
  const financed = { cashPurchase: false, downPaymentPct: 25, interestRatePct: 6.5, amortYears: 30, vacancyPct: 5 };

  it("pro-forma: a flagged DSCR called healthy and a negative cash flow called positive", async () => {
    llm.server.respondWith(liar((text) => `${text} The DSCR is healthy and cash flow is positive.`));
    const { cookie, id } = await alice({ price: 1_500_000 }, financed);
    const { analysis, meta } = (await t.api.post(`/api/properties/${id}/analyze-performa`, {}, { cookie })).json();
    expect(analysis.flags.map((f: { code: string }) => f.code)).toEqual(
      expect.arrayContaining(["dscr_below_1_25", "negative_cash_flow"]),
    );
    expect(proseRequests("proforma_prose")).toHaveLength(2);
    expect(promptTextOf(proseRequests("proforma_prose")[1]!)).toContain("DSCR is healthy; cash flow is positive");
    expect(meta.narration).toBe("template");
    expect(meta.notice).toContain("DSCR is healthy");
    expect(analysis.summary).not.toContain("healthy");
    expect(analysis.summary).toMatch(/^4 units built in 1962 at \$1,500,000/);
  });

  it("pro-forma: the same words on a building that earns them stand, first time", async () => {
    llm.server.respondWith(liar((text) => `${text} Cash flow is positive.`));
    const { cookie, id } = await alice({ price: 500_000 }, financed);
    const { analysis, meta } = (await t.api.post(`/api/properties/${id}/analyze-performa`, {}, { cookie })).json();
    expect(analysis.metrics.cash_flow_annual).toBeGreaterThan(0);
    expect(proseRequests("proforma_prose")).toHaveLength(1);
    expect(meta).toMatchObject({ narration: "model", notice: null });
    expect(analysis.summary).toContain("Cash flow is positive.");
  });

  it("neighbourhood: 'excellent schools' at 6 of 10 and a 'weak job market' at 7 are caught", async () => {
    llm.server.respondWith(liar((text) => `${text} Excellent schools, but a weak job market.`));
    const { cookie, id } = await alice({ zip: "99999" });
    const { analysis, meta } = (await t.api.post(`/api/properties/${id}/analyze-neighborhood`, {}, { cookie })).json();
    expect(analysis.ratings).toEqual({ schools: 6, crime: 5.5, jobs: 7, neighborhood: null });
    expect(proseRequests("neighborhood_prose")).toHaveLength(2);
    expect(promptTextOf(proseRequests("neighborhood_prose")[1]!)).toMatch(/Excellent schools; weak job market/);
    expect(meta.narration).toBe("template");
    expect(meta.notice).toContain("Excellent schools");
    expect(analysis.narrative).not.toContain("Excellent");
    expect(analysis.narrative).toContain("Schools: 6 out of 10");
  });

  it("neighbourhood: a repaired answer is used", async () => {
    llm.server.respondWith(liar((text) => `${text} A thriving neighbourhood.`, true));
    const { cookie, id } = await alice({ zip: "99999" });
    const { analysis, meta } = (await t.api.post(`/api/properties/${id}/analyze-neighborhood`, {}, { cookie })).json();
    expect(proseRequests("neighborhood_prose")).toHaveLength(2);
    expect(meta).toMatchObject({ narration: "model", notice: null });
    expect(analysis.narrative).toBe("Model narrative: schools and jobs look fine.");
  });

  it("comps: rents $1,500 against a $1,800 median called above market", async () => {
    llm.server.respondWith(liar((text) => `${text} Your rents are above market.`));
    const { cookie, id } = await alice();
    const { analysis, meta } = (await t.api.post(`/api/properties/${id}/comps/run`, {}, { cookie })).json();
    expect(analysis.summary_json.summary_table[0]).toMatchObject({ median_rent: 1800, pct_vs_current: -16.7 });
    expect(proseRequests("comps_prose")).toHaveLength(2);
    expect(meta.narration).toBe("template");
    expect(meta.notice).toContain("above market");
    expect(analysis.header_text).not.toContain("above market");
    expect(analysis.header_text).toContain("16.7% below");
  });

  it("comparison: the second-ranked property called first", async () => {
    llm.server.respondWith(liar((text) => `${text} Cheap Fourplex ranks first.`));
    const { cookie, id } = await alice();
    const other = (
      await t.api.post("/api/properties", fourplex({ nickname: "Cheap Fourplex", price: 1_400_000 }), { cookie })
    ).json();
    const result = (await t.api.post("/api/compare", { propertyIds: [id, other.id] }, { cookie })).json();
    expect(result.ranking[0].property_id).toBe(id);
    expect(proseRequests("comparison_prose")).toHaveLength(2);
    expect(result.narration).toBe("template");
    expect(result.notice).toContain("Cheap Fourplex ranks first");
    expect(result.narrative).toMatch(/^Compared on/);
  });
});
