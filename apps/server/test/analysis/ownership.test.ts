import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

type Method = "get" | "post";
const routes: { method: Method; path: (id: string) => string }[] = [
  { method: "get", path: (id) => `/api/properties/${id}/analyses` },
  { method: "post", path: (id) => `/api/properties/${id}/analyze-performa` },
  { method: "post", path: (id) => `/api/properties/${id}/analyze-summary` },
  { method: "post", path: (id) => `/api/properties/${id}/analyze-neighborhood` },
  { method: "get", path: (id) => `/api/properties/${id}/comps` },
  { method: "post", path: (id) => `/api/properties/${id}/comps/run` },
];

describe("each user's analyses are their own", () => {
  const t = useTestApp();

  async function aliceAnalysedAndBob() {
    const alice = await registerUser(t.api);
    const bob = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(), { cookie: alice.cookie })).json();
    for (const route of routes.filter((r) => r.method === "post"))
      await t.api.post(route.path(property.id), {}, { cookie: alice.cookie });
    const before = (await t.api.get(`/api/properties/${property.id}/analyses`, { cookie: alice.cookie })).json();
    return { alice, bob, id: property.id as string, before };
  }

  for (const route of routes) {
    it(`${route.method.toUpperCase()} ${route.path(":id")}: another user's property answers 404 and nothing changes`, async () => {
      const { alice, bob, id, before } = await aliceAnalysedAndBob();
      const response =
        route.method === "get"
          ? await t.api.get(route.path(id), { cookie: bob.cookie })
          : await t.api.post(route.path(id), {}, { cookie: bob.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Property not found.");
      expect((await t.api.get(`/api/properties/${id}/analyses`, { cookie: alice.cookie })).json()).toEqual(before);
    });
  }

  it("POST /api/compare: another user's property answers 404", async () => {
    const { alice, bob, id } = await aliceAnalysedAndBob();
    const bobs = (await t.api.post("/api/properties", fourplex(), { cookie: bob.cookie })).json();
    const response = await t.api.post("/api/compare", { propertyIds: [bobs.id, id] }, { cookie: bob.cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).not.toContain(alice.email);
  });

  it("deleting a property deletes its analyses", async () => {
    const { alice, id } = await aliceAnalysedAndBob();
    expect((await t.api.delete(`/api/properties/${id}`, { cookie: alice.cookie })).statusCode).toBe(204);
    expect((await t.api.get(`/api/properties/${id}/analyses`, { cookie: alice.cookie })).statusCode).toBe(404);
  });
});
