import type { PropertyResponse, PropertySummary } from "@plexwise/core";
import { checkPlausibility, dealOfProperty } from "@plexwise/core/analysis";
import { SAMPLE_PROPERTIES } from "@plexwise/core/demo";
import { propertyFromResponse } from "@plexwise/core/wire";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

/** The demo portfolio: one click on an empty list gives three complete properties, each the user's own. */
describe("POST /api/sample-properties", () => {
  const t = useTestApp();

  it("loads three properties with rent rolls, expenses, financing and two photos each, into the caller's list only", async () => {
    const { cookie } = await registerUser(t.api);
    const loaded = await t.api.post("/api/sample-properties", undefined, { cookie });
    expect(loaded.statusCode, loaded.body).toBe(201);
    const { ids } = loaded.json() as { ids: string[] };
    expect(ids).toHaveLength(3);

    const list = (await t.api.get("/api/properties", { cookie })).json() as PropertySummary[];
    expect(list.map((p) => p.nickname).sort()).toEqual(SAMPLE_PROPERTIES.map((s) => s.create.nickname).sort());
    for (const id of ids) {
      const property = propertyFromResponse(
        (await t.api.get(`/api/properties/${id}`, { cookie })).json() as PropertyResponse,
      );
      expect(property.units.length).toBe(property.unitCount);
      expect(property.expenses.length).toBeGreaterThan(3);
      expect(property.cashPurchase).toBe(false);
      expect(property.interestRatePct).not.toBeNull();
      expect(property.heroUrl).toMatch(/^\/api\/media\/.+\/thumb$/);
      expect(property.capRatePct).toBe(dealOfProperty(property).metrics.capRatePct);
      // A demo that trips our own guard would teach the wrong thing.
      expect(checkPlausibility(property)).toEqual([]);
      const images = (await t.api.get(`/api/properties/${id}/images`, { cookie })).json() as { url: string }[];
      expect(images).toHaveLength(2);
      const photo = await t.api.get(images[0]?.url ?? "", { cookie });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/webp");
    }

    const stranger = await registerUser(t.api);
    expect((await t.api.get("/api/properties", { cookie: stranger.cookie })).json()).toEqual([]);
    expect((await t.api.get(`/api/properties/${ids[0]}`, { cookie: stranger.cookie })).statusCode).toBe(404);
  });

  it("is refused with 409 into a list that has properties, changing nothing, and with 401 signed out", async () => {
    const { cookie } = await registerUser(t.api);
    expect((await t.api.post("/api/sample-properties", undefined, { cookie })).statusCode).toBe(201);
    const again = await t.api.post("/api/sample-properties", undefined, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("empty list");
    expect((await t.api.get("/api/properties", { cookie })).json()).toHaveLength(3);
    expect((await t.api.post("/api/sample-properties")).statusCode).toBe(401);
  });
});
