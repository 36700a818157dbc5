import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { startTestApp } from "../helpers/test-app";
import { truncateAll } from "../helpers/test-database";
import { phoneJpeg } from "./image-fixtures";

/** The same photo flow on S3-compatible storage: a local s3rver speaking the S3 protocol, presigned PUTs over HTTP. */
describe("property images on S3-compatible storage", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "plexwise-s3-"));
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "plexwise-photos" }],
  });
  let endpoint = "";
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await startTestApp({
      env: {
        S3_BUCKET: "plexwise-photos",
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
      },
    });
  });
  beforeEach(async () => truncateAll(t.database));
  afterAll(async () => {
    await t.close();
    await s3.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  /** The bucket's keys, as s3rver keeps them on disk ("<key>._S3rver_object"). */
  const objectsIn = () =>
    fs
      .readdirSync(path.join(directory, "plexwise-photos"), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith("._S3rver_object"))
      .map((f) => f.slice(0, -"._S3rver_object".length));

  it("signs, PUTs to the bucket, attaches, lists, serves, reorders and deletes", async () => {
    const { cookie } = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(), { cookie })).json();
    const ids: string[] = [];
    for (const width of [1000, 1100]) {
      const { uploadURL } = (await t.api.post("/api/objects/upload", undefined, { cookie })).json();
      expect(uploadURL.startsWith(`${endpoint}/plexwise-photos/uploads/`)).toBe(true);
      expect(uploadURL).toContain("X-Amz-Signature=");
      const put = await fetch(uploadURL, {
        method: "PUT",
        body: await phoneJpeg(width, 800),
        headers: { "content-type": "image/jpeg" },
      });
      expect(put.status).toBe(200);
      const attached = await t.api.post(`/api/properties/${property.id}/images`, { imageURL: uploadURL }, { cookie });
      expect(attached.statusCode, attached.body).toBe(201);
      ids.push(attached.json().id);
    }
    // Display and thumbnail per photo; the originals are gone from the bucket.
    expect(objectsIn().filter((f) => f.startsWith("uploads"))).toEqual([]);
    expect(objectsIn().filter((f) => f.endsWith(".webp"))).toHaveLength(4);

    const list = (await t.api.get(`/api/properties/${property.id}/images`, { cookie })).json();
    expect(list.map((i: { id: string }) => i.id)).toEqual(ids);
    const served = await t.api.get(list[0].url, { cookie });
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const reordered = await t.api.put(
      `/api/properties/${property.id}/images/reorder`,
      { imageIds: [ids[1], ids[0]] },
      { cookie },
    );
    expect(reordered.json().map((i: { id: string }) => i.id)).toEqual([ids[1], ids[0]]);
    expect((await t.api.delete(`/api/properties/${property.id}/images/${ids[1]}`, { cookie })).statusCode).toBe(204);
    expect(objectsIn().filter((f) => f.endsWith(".webp"))).toHaveLength(2);
    expect((await t.api.get("/api/properties", { cookie })).json()[0].heroUrl).toBe(`/api/media/${ids[0]}/thumb`);
  });

  it("refuses a presigned URL for another user's object or another bucket or host", async () => {
    const me = await registerUser(t.api);
    const other = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(), { cookie: me.cookie })).json();
    const { uploadURL: theirs } = (await t.api.post("/api/objects/upload", undefined, { cookie: other.cookie })).json();
    await fetch(theirs, { method: "PUT", body: await phoneJpeg(), headers: { "content-type": "image/jpeg" } });
    const { uploadURL: mine } = (await t.api.post("/api/objects/upload", undefined, { cookie: me.cookie })).json();
    const elsewhere = mine.replace("127.0.0.1", "169.254.169.254");
    const otherBucket = mine.replace("/plexwise-photos/", "/someone-elses/");
    for (const imageURL of [theirs, elsewhere, otherBucket, mine.replace(/uploads\/[^/]+\//, "images/")]) {
      const response = await t.api.post(`/api/properties/${property.id}/images`, { imageURL }, { cookie: me.cookie });
      expect(response.statusCode, imageURL).toBe(400);
    }
  });
});
