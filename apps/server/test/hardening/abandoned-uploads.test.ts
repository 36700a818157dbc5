import { describe, expect, it } from "vitest";
import { sweepAbandonedUploads } from "../../src/images/sweep-uploads";
import { createStorage } from "../../src/images/storage/create-storage";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";
import { phoneJpeg } from "../images/image-fixtures";

/**
 * Issue 15 item 5: an upload that is never attached does not stay forever, an expired upload URL attaches
 * nothing, and each person's storage has a limit with a message that says so.
 */
const MINUTE = 60_000;
const KB = 1024;

function photoFlow(t: ReturnType<typeof useTestApp>) {
  return async () => {
    const { cookie, user } = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(), { cookie })).json();
    const target = () => t.api.post("/api/objects/upload", undefined, { cookie });
    const put = (url: string, bytes: Buffer) =>
      t.app.inject({
        method: "PUT",
        url,
        payload: bytes,
        headers: { origin: t.config.appUrl, cookie, "content-type": "application/octet-stream" },
      });
    async function upload(bytes: Buffer) {
      const { uploadURL } = (await target()).json();
      const stored = await put(uploadURL, bytes);
      expect(stored.statusCode, stored.body).toBe(200);
      return uploadURL as string;
    }
    const attach = (imageURL: string) => t.api.post(`/api/properties/${property.id}/images`, { imageURL }, { cookie });
    return { user, target, put, upload, attach };
  };
}

describe("abandoned and expired uploads", () => {
  const t = useTestApp();
  const person = photoFlow(t);

  it("refuses to attach an upload whose URL has expired (410)", async () => {
    const me = await person();
    const imageURL = await me.upload(await phoneJpeg(800, 600));
    t.clock.advance(10 * MINUTE + 1_000);
    const late = await me.attach(imageURL);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe("This upload expired before it was attached; upload the photo again.");
  });

  it("sweeps uploads never attached once their URL has expired, and keeps fresh ones", async () => {
    const me = await person();
    await me.upload(await phoneJpeg(800, 600));
    const storage = createStorage(t.config);
    const uploads = () => storage.list(`uploads/${me.user.id}/`);
    expect(await uploads()).toHaveLength(1);
    // The sweep compares the storage's own write times with its clock: a minute on, the upload stays.
    expect(await sweepAbandonedUploads({ storage, now: () => new Date(Date.now() + MINUTE) })).toBe(0);
    expect(await uploads()).toHaveLength(1);
    // Twelve minutes on it is gone (with any other test's leftovers: the count is everyone's).
    expect(await sweepAbandonedUploads({ storage, now: () => new Date(Date.now() + 12 * MINUTE) })).toBeGreaterThan(0);
    expect(await uploads()).toHaveLength(0);
  });
});

describe("each person's storage quota", () => {
  const t = useTestApp({ env: { STORAGE_QUOTA_MB: "1" } });
  const person = photoFlow(t);

  it("refuses bytes that would pass the quota (413) and new upload URLs once it is full, saying so", async () => {
    const me = await person();
    const { uploadURL: first } = (await me.target()).json();
    expect((await me.put(first, Buffer.alloc(700 * KB, 1))).statusCode).toBe(200);
    const { uploadURL: second } = (await me.target()).json();
    const over = await me.put(second, Buffer.alloc(700 * KB, 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      "Your photos use 0.7 MB of your 1.0 MB of storage; this one (0.7 MB) does not fit. Delete photos you no longer need, then upload again.",
    );
    expect((await me.put(second, Buffer.alloc(324 * KB, 1))).statusCode).toBe(200);
    const full = await me.target();
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toMatch(/^Your photos use 1\.0 MB of your 1\.0 MB of storage\. Delete photos/);
    // Another person's storage is their own.
    expect((await (await person()).target()).statusCode).toBe(200);
  });
});
