import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";
import { pngOf } from "./image-fixtures";

/** Whose photos are whose, and that an imageURL is never fetched. */
describe("image access and SSRF", () => {
  const t = useTestApp();
  const hits: string[] = [];
  const bait = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    response.end("not an image");
  });
  let baitUrl = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => bait.listen(0, "127.0.0.1", resolve));
    const address = bait.address();
    baitUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => bait.close(() => resolve())));

  async function user() {
    const { cookie } = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(), { cookie })).json();
    const sign = async () =>
      (await t.api.post("/api/objects/upload", undefined, { cookie })).json().uploadURL as string;
    const put = (url: string, bytes: Buffer, as = cookie) =>
      t.app.inject({
        method: "PUT",
        url,
        payload: bytes,
        headers: { origin: t.config.appUrl, cookie: as, "content-type": "image/png" },
      });
    return { cookie, property, sign, put };
  }

  it("attaches only upload URLs this server issued to this user, and never requests any URL", async () => {
    const me = await user();
    const other = await user();
    const theirs = await other.sign();
    await other.put(theirs, await pngOf(50, 50));
    const mine = await me.sign();
    const token = mine.split("/").at(-1) ?? "";
    for (const imageURL of [
      `${baitUrl}/photo.png`,
      `${baitUrl}/api/objects/put/${token}`,
      "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
      "http://localhost:6379/",
      "file:///etc/passwd",
      `https://evil.example/api/objects/put/${token}`,
      `${mine}?x=1`,
      theirs,
      "not a url",
    ]) {
      const response = await t.api.post(
        `/api/properties/${me.property.id}/images`,
        { imageURL },
        { cookie: me.cookie },
      );
      expect(response.statusCode, imageURL).toBe(400);
      expect(response.json().message).toBe("imageURL must be an upload URL this app gave you.");
    }
    expect(hits).toEqual([]);
  });

  it("takes an upload only from its user and before it expires", async () => {
    const me = await user();
    const other = await user();
    const url = await me.sign();
    const stolen = await other.put(url, await pngOf(20, 20), other.cookie);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe("This upload URL is not yours.");
    t.clock.advance(11 * 60_000);
    const late = await me.put(url, await pngOf(20, 20));
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toContain("expired");
  });

  it("hides one user's images from another (404) and from the signed-out (401)", async () => {
    const me = await user();
    const other = await user();
    const url = await me.sign();
    await me.put(url, await pngOf(30, 30));
    const image = (
      await t.api.post(`/api/properties/${me.property.id}/images`, { imageURL: url }, { cookie: me.cookie })
    ).json();
    const as = { cookie: other.cookie };
    expect((await t.api.get(`/api/properties/${me.property.id}/images`, as)).statusCode).toBe(404);
    expect((await t.api.get(image.url, as)).statusCode).toBe(404);
    expect((await t.api.delete(`/api/properties/${me.property.id}/images/${image.id}`, as)).statusCode).toBe(404);
    expect(
      (await t.api.put(`/api/properties/${me.property.id}/images/reorder`, { imageIds: [image.id] }, as)).statusCode,
    ).toBe(404);
    // Their own property with my image id: still not found.
    expect((await t.api.delete(`/api/properties/${other.property.id}/images/${image.id}`, as)).statusCode).toBe(404);
    expect((await t.api.get(image.url)).statusCode).toBe(401);
    expect((await t.api.get(image.url, { cookie: me.cookie })).statusCode).toBe(200);
  });

  it("removes a property's stored photos when the property is deleted", async () => {
    const me = await user();
    const url = await me.sign();
    await me.put(url, await pngOf(30, 30));
    const image = (
      await t.api.post(`/api/properties/${me.property.id}/images`, { imageURL: url }, { cookie: me.cookie })
    ).json();
    const objects = path.join(t.config.dataDir, "objects", "images");
    const files = () =>
      fs
        .readdirSync(objects, { recursive: true })
        .filter((f) => String(f).includes(`${image.id}${path.sep}`) && String(f).endsWith(".webp"));
    expect(files()).toHaveLength(2);
    expect((await t.api.delete(`/api/properties/${me.property.id}`, { cookie: me.cookie })).statusCode).toBe(204);
    expect(files()).toHaveLength(0);
  });
});
