import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/** Issue 14: API answers are compressed for a browser that accepts it; request bodies are never decompressed. */
describe("API response compression", () => {
  const t = useTestApp();

  it("sends a property brotli- or gzip-compressed as accepted, the same JSON as the plain answer", async () => {
    const { cookie } = await registerUser(t.api);
    const created = await t.api.post(
      "/api/properties",
      { ...fourplex(), notes: "Roof 2019. ".repeat(300) },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/properties/${created.json().id}`;
    const plain = await t.api.get(url, { cookie, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await t.api.get(url, { cookie, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.api.get(url, { cookie, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves small answers plain", async () => {
    const { cookie } = await registerUser(t.api);
    const response = await t.api.get("/api/properties", { cookie, headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual([]);
  });

  it("refuses a compressed request body rather than inflating it", async () => {
    const { cookie } = await registerUser(t.api);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      payload: zlib.gzipSync(JSON.stringify(fourplex())),
      headers: { cookie, origin: t.config.appUrl, "content-type": "application/json", "content-encoding": "gzip" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await t.api.get("/api/properties", { cookie })).json()).toEqual([]);
  });
});
