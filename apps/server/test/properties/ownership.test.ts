import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties, users } from "../../src/db/schema";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

type Method = "get" | "patch" | "delete" | "post";
const routes: { method: Method; path: (id: string) => string; body?: unknown }[] = [
  { method: "get", path: (id) => `/api/properties/${id}` },
  { method: "patch", path: (id) => `/api/properties/${id}`, body: { nickname: "Hijacked" } },
  { method: "delete", path: (id) => `/api/properties/${id}` },
  { method: "post", path: (id) => `/api/properties/${id}/favorite`, body: { favorite: true } },
];

describe("each user's properties are their own", () => {
  const t = useTestApp();

  async function twoUsersAndAliceProperty() {
    const alice = await registerUser(t.api);
    const bob = await registerUser(t.api);
    const created = await t.api.post("/api/properties", fourplex(), { cookie: alice.cookie });
    return { alice, bob, property: created.json() };
  }

  const call = (method: Method, url: string, body: unknown, cookie?: string) =>
    method === "get" || method === "delete" ? t.api[method](url, { cookie }) : t.api[method](url, body, { cookie });

  for (const route of routes) {
    it(`${route.method.toUpperCase()} ${route.path(":id")}: another user's property answers 404 and stays unchanged`, async () => {
      const { alice, bob, property } = await twoUsersAndAliceProperty();
      const response = await call(route.method, route.path(property.id), route.body, bob.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Property not found.");
      expect((await t.api.get(`/api/properties/${property.id}`, { cookie: alice.cookie })).json()).toEqual(property);
    });

    it(`${route.method.toUpperCase()} ${route.path(":id")}: a missing or malformed id answers 404`, async () => {
      const { alice } = await twoUsersAndAliceProperty();
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%20OR%201=1"]) {
        expect((await call(route.method, route.path(id), route.body, alice.cookie)).statusCode, id).toBe(404);
      }
    });

    it(`${route.method.toUpperCase()} ${route.path(":id")}: signed out answers 401`, async () => {
      const { property } = await twoUsersAndAliceProperty();
      expect((await call(route.method, route.path(property.id), route.body)).statusCode).toBe(401);
    });
  }

  it("the list and realtor suggestions show only my own", async () => {
    const { bob } = await twoUsersAndAliceProperty();
    expect((await t.api.get("/api/properties", { cookie: bob.cookie })).json()).toEqual([]);
    expect((await t.api.get("/api/realtors/suggestions", { cookie: bob.cookie })).json()).toEqual({
      names: [],
      phones: [],
      emails: [],
    });
  });

  it("signed out, the list, creation and suggestions answer 401 and create nothing", async () => {
    expect((await t.api.get("/api/properties")).statusCode).toBe(401);
    expect((await t.api.post("/api/properties", fourplex())).statusCode).toBe(401);
    expect((await t.api.get("/api/realtors/suggestions")).statusCode).toBe(401);
    const someone = await registerUser(t.api);
    expect((await t.api.get("/api/properties", { cookie: someone.cookie })).json()).toEqual([]);
  });

  it("deleting an account's owner removes its properties (no orphans)", async () => {
    const { alice, property } = await twoUsersAndAliceProperty();
    await t.db.delete(users).where(eq(users.id, alice.user.id));
    expect(await t.db.select().from(properties).where(eq(properties.id, property.id))).toEqual([]);
  });
});
