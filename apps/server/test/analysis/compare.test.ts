import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

type Row = { key: string; values: (number | null)[]; best: number[] };

describe("POST /api/compare", () => {
  const t = useTestApp();

  async function twoFourplexes() {
    const alice = await registerUser(t.api);
    const create = async (price: number, nickname: string) =>
      (await t.api.post("/api/properties", fourplex({ price, nickname }), { cookie: alice.cookie })).json()
        .id as string;
    return { cookie: alice.cookie, cheap: await create(700_000, "Cheap"), dear: await create(900_000, "Dear") };
  }

  it("puts the properties side by side, marks the best of each row and ranks them by code", async () => {
    const { cookie, cheap, dear } = await twoFourplexes();
    const response = await t.api.post("/api/compare", { propertyIds: [dear, cheap] }, { cookie });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.properties.map((p: { id: string }) => p.id)).toEqual([dear, cheap]);
    const cap = result.rows.find((r: Row) => r.key === "cap_rate_percent");
    // Same NOI ($48,000): 48,000 / 900,000 = 5.33%; 48,000 / 700,000 = 6.86%. The cheaper one is best.
    expect(cap.values[0]).toBeCloseTo(5.33, 2);
    expect(cap.values[1]).toBeCloseTo(6.86, 2);
    expect(cap.best).toEqual([1]);
    expect(result.ranking[0]).toMatchObject({ property_id: cheap, rank: 1 });
    expect(result.ranking[0].reasons.length).toBeGreaterThan(0);
    expect(result).toMatchObject({ narration: "template", model: null });
    expect(result.narrative.length).toBeGreaterThan(0);
  });

  it("flags rents far from the area's bundled HUD FMR: a $1,000 2-BR in 78701 is 35% of the $2,890 FY2024 SAFMR", async () => {
    const alice = await registerUser(t.api);
    const units = [1, 2, 3, 4].map((n) => ({ unitNumber: `Unit ${n}`, beds: 2, baths: 1, monthlyRentCents: 100_000 }));
    const create = async (fields: Record<string, unknown>) =>
      (await t.api.post("/api/properties", fourplex(fields), { cookie: alice.cookie })).json().id as string;
    const austin = await create({ nickname: "Austin", city: "Austin", state: "TX", zip: "78701", units });
    const springfield = await create({ nickname: "Springfield" });
    const result = (
      await t.api.post("/api/compare", { propertyIds: [austin, springfield] }, { cookie: alice.cookie })
    ).json();
    const codes = (i: number) => result.properties[i].plausibility.map((f: { code: string }) => f.code);
    expect(codes(0)).toContain("rent_far_from_area_fmr");
    expect(codes(1)).not.toContain("rent_far_from_area_fmr");
    const finding = result.properties[0].plausibility.find(
      (f: { code: string }) => f.code === "rent_far_from_area_fmr",
    );
    expect(finding.severity).toBe("medium");
    expect(finding.message).toContain("HUD Small Area FMR FY2024, ZIP 78701 (Austin-Round Rock, TX MSA)");
  });

  it("applies the shared assumptions to every property", async () => {
    const { cookie, cheap, dear } = await twoFourplexes();
    const result = (
      await t.api.post("/api/compare", { propertyIds: [cheap, dear], assumptions: { vacancyPct: 10 } }, { cookie })
    ).json();
    const noi = result.rows.find((r: Row) => r.key === "noi_annual");
    // 10% vacancy on $73,200 of income leaves $65,880; less $25,200 of expenses = $40,680 for both.
    expect(noi.values).toEqual([40_680, 40_680]);
    // NOI has no better direction (a low one may be a cheap building), so nothing is marked.
    expect(noi.best).toEqual([]);
  });

  it.each([
    [{ propertyIds: ["a"] }, "Select 2 to 4 properties to compare."],
    [{ propertyIds: ["a", "b", "c", "d", "e"] }, "Select 2 to 4 properties to compare."],
    [{ propertyIds: ["a", "a"] }, "Each property can be compared once."],
    [{ propertyIds: ["a", "b"], assumptions: { vacancyPct: 140 } }, "Vacancy must be at most 100."],
  ])("refuses %j with a clear 400", async (body, message) => {
    const { cookie } = await twoFourplexes();
    const response = await t.api.post("/api/compare", body, { cookie });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });
});
