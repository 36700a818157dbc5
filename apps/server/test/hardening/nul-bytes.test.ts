import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/** PostgreSQL (and PGlite) cannot store or compare a NUL: it used to reach the database and answer 500. */
describe("a NUL byte or another control character in a request", () => {
  const t = useTestApp();

  async function signedInWithProperty() {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post("/api/properties", fourplex(), { cookie });
    expect(created.statusCode, created.body).toBe(201);
    return { as: { cookie }, propertyId: (created.json() as { id: string }).id };
  }

  it("in an id in the path answers 404, as an id that names nothing does", async () => {
    const { as, propertyId } = await signedInWithProperty();
    for (const url of [
      "/api/properties/%00",
      "/api/properties/not-an-id",
      "/api/media/%00/thumb",
      "/api/properties/%00/images",
      `/api/properties/${propertyId}/images/%00`,
      "/api/extraction-jobs/%00",
      "/api/properties/%00/analyses",
    ]) {
      const response = url.includes("/images/") ? await t.api.delete(url, as) : await t.api.get(url, as);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ error: "not_found" });
    }
    const patched = await t.api.patch("/api/properties/%00", { nickname: "x" }, as);
    expect(patched.statusCode).toBe(404);
  });

  it("in a text field answers 400 naming the field", async () => {
    const { as, propertyId } = await signedInWithProperty();
    const created = await t.api.post("/api/properties", { address: "a\u0000b" }, as);
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().message).toBe("address: Address may not contain control characters.");

    const patched = await t.api.patch(`/api/properties/${propertyId}`, { city: "Spring\u0007field" }, as);
    expect(patched.statusCode, patched.body).toBe(400);
    expect(patched.json().message).toMatch(/^city: City may not contain control characters/);
  });

  it("in any other string of a JSON body answers 400 with its path", async () => {
    const { as, propertyId } = await signedInWithProperty();
    const notes = await t.api.patch(`/api/properties/${propertyId}`, { notes: "line one\u0000" }, as);
    expect(notes.statusCode, notes.body).toBe(400);
    expect(notes.json().message).toBe("notes: Text may not contain control characters.");

    const comps = await t.api.post(`/api/properties/${propertyId}/comps/run`, { address: "1 Elm\u0000" }, as);
    expect(comps.statusCode, comps.body).toBe(400);
    expect(comps.json().message).toBe("address: Text may not contain control characters.");
  });

  it("keeps tabs and line breaks in notes, which people do type", async () => {
    const { as, propertyId } = await signedInWithProperty();
    const patched = await t.api.patch(`/api/properties/${propertyId}`, { notes: "Roof:\tnew\r\nBoiler: 2019" }, as);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().notes).toBe("Roof:\tnew\r\nBoiler: 2019");
  });

  it("in a compared id answers 400 for the NUL and 404 for an id that is not one", async () => {
    const { as, propertyId } = await signedInWithProperty();
    const withNul = await t.api.post("/api/compare", { propertyIds: [propertyId, "a\u0000b"] }, as);
    expect(withNul.statusCode, withNul.body).toBe(400);
    expect(withNul.json().message).toMatch(/^propertyIds\.1: /);
    const malformed = await t.api.post("/api/compare", { propertyIds: [propertyId, "not-an-id"] }, as);
    expect(malformed.statusCode, malformed.body).toBe(404);
  });
});
