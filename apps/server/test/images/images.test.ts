import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";
import { phoneJpeg, pngOf } from "./image-fixtures";

/** The photo flow on local storage: sign, PUT, attach, list, serve, reorder, delete. */
describe("property images on local storage", () => {
  const t = useTestApp();

  async function owner() {
    const { cookie } = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(), { cookie })).json();
    const put = (url: string, bytes: Buffer, contentType = "image/jpeg", as = cookie) =>
      t.app.inject({
        method: "PUT",
        url,
        payload: bytes,
        headers: { origin: t.config.appUrl, cookie: as, "content-type": contentType },
      });
    async function upload(bytes: Buffer, contentType = "image/jpeg") {
      const { uploadURL } = (await t.api.post("/api/objects/upload", undefined, { cookie })).json();
      const stored = await put(uploadURL, bytes, contentType);
      expect(stored.statusCode, stored.body).toBe(200);
      return uploadURL as string;
    }
    const attach = (imageURL: string, as = cookie, id = property.id) =>
      t.api.post(`/api/properties/${id}/images`, { imageURL }, { cookie: as });
    const list = async () => (await t.api.get(`/api/properties/${property.id}/images`, { cookie })).json();
    return { cookie, property, put, upload, attach, list };
  }

  it("signs an upload, takes the bytes, attaches them as WebP display and thumbnail sizes, and serves them to the owner", async () => {
    const me = await owner();
    const target = (await t.api.post("/api/objects/upload", undefined, { cookie: me.cookie })).json();
    expect(target.uploadURL.startsWith(`${t.config.appUrl}/api/objects/put/`)).toBe(true);
    expect(new Date(target.expiresAt).getTime()).toBe(t.clock.now().getTime() + 10 * 60_000);

    const imageURL = await me.upload(await phoneJpeg(2400, 1800));
    const attached = await me.attach(imageURL);
    expect(attached.statusCode, attached.body).toBe(201);
    const image = attached.json();
    expect(image).toMatchObject({
      width: 1600,
      height: 1200,
      url: `/api/media/${image.id}/display`,
      thumbnailUrl: `/api/media/${image.id}/thumb`,
    });
    expect(await me.list()).toEqual([image]);

    const display = await t.api.get(image.url, { cookie: me.cookie });
    expect(display.statusCode).toBe(200);
    expect(display.headers["content-type"]).toBe("image/webp");
    expect(display.headers["x-content-type-options"]).toBe("nosniff");
    expect(display.headers["cache-control"]).toBe("private, max-age=86400");
    const thumb = await sharp((await t.api.get(image.thumbnailUrl, { cookie: me.cookie })).rawPayload).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(["webp", 400, 300]);

    // The property's hero is its first photo's thumbnail, shown on My Properties.
    const listed = (await t.api.get("/api/properties", { cookie: me.cookie })).json();
    expect(listed[0].heroUrl).toBe(image.thumbnailUrl);
    // An upload URL attaches once: the original is gone after.
    expect((await me.attach(imageURL)).json().message).toContain("Nothing was uploaded");
  });

  it("strips EXIF and GPS and applies the orientation", async () => {
    const me = await owner();
    // Stored 1200 x 900 with orientation 6 (rotate 90°): it stands 900 x 1200.
    const image = (await me.attach(await me.upload(await phoneJpeg(1200, 900, 6)))).json();
    expect([image.width, image.height]).toEqual([900, 1200]);
    const bytes = (await t.api.get(image.url, { cookie: me.cookie })).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("PlexPhone"))).toBe(false);
    expect(bytes.includes(Buffer.from("secret owner"))).toBe(false);
  });

  it("reorders with the exact list of ids, moves the hero, and deletes the stored files", async () => {
    const me = await owner();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await me.attach(await me.upload(await pngOf(300 + i, 200), "image/png"))).json().id);
    const reordered = await t.api.put(
      `/api/properties/${me.property.id}/images/reorder`,
      { imageIds: [ids[2], ids[0], ids[1]] },
      { cookie: me.cookie },
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().map((i: { id: string }) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await t.api.get(`/api/properties/${me.property.id}`, { cookie: me.cookie })).json().heroUrl).toBe(
      `/api/media/${ids[2]}/thumb`,
    );

    for (const imageIds of [
      [ids[0], ids[1]],
      [ids[0], ids[1], ids[1]],
      [ids[0], ids[1], "nope"],
      [...ids, "extra"],
    ]) {
      const refused = await t.api.put(
        `/api/properties/${me.property.id}/images/reorder`,
        { imageIds },
        { cookie: me.cookie },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("Send every image of the property exactly once, in the new order.");
    }

    const deleted = await t.api.delete(`/api/properties/${me.property.id}/images/${ids[2]}`, { cookie: me.cookie });
    expect(deleted.statusCode).toBe(204);
    expect((await t.api.get(`/api/media/${ids[2]}/display`, { cookie: me.cookie })).statusCode).toBe(404);
    expect((await me.list()).map((i: { id: string }) => i.id)).toEqual([ids[0], ids[1]]);
    expect((await t.api.get(`/api/properties/${me.property.id}`, { cookie: me.cookie })).json().heroUrl).toBe(
      `/api/media/${ids[0]}/thumb`,
    );
  });

  it("refuses a file that is not an image, whatever its name and type say, and a corrupt one", async () => {
    const me = await owner();
    const pdf = await me.attach(await me.upload(Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), "image/jpeg"));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toContain("Only image files can be attached");
    const broken = await me.attach(
      await me.upload(Buffer.concat([(await phoneJpeg()).subarray(0, 400)]), "image/jpeg"),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain("could not be read");
    expect(await me.list()).toEqual([]);
  });

  it("refuses more than 50 megapixels and more than 10MB", async () => {
    const me = await owner();
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "white" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await me.attach(await me.upload(huge, "image/png"));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("more than 50 megapixels");

    const { uploadURL } = (await t.api.post("/api/objects/upload", undefined, { cookie: me.cookie })).json();
    const tooBig = await me.put(uploadURL, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("The photo is larger than 10MB.");
  });

  it("stops at 35 images per property", async () => {
    const me = await owner();
    const png = await pngOf(40, 30);
    for (let i = 0; i < 35; i++) expect((await me.attach(await me.upload(png, "image/png"))).statusCode).toBe(201);
    const over = await me.attach(await me.upload(png, "image/png"));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("Maximum 35 images allowed");
  });
});
