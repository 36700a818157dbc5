import { hashToken } from "../src/lib/tokens";
import { rateLimitHits, shareLinks } from "../src/db/schema";
import { describe, expect, it } from "vitest";
import { DAY, HOUR } from "./helpers/clock";
import { registerUser } from "./helpers/factories";
import { fourplex } from "./helpers/property-factory";
import { APP_URL, useTestApp } from "./helpers/test-app";
import { pngOf } from "./images/image-fixtures";

const NOT_VALID = { error: "not_found", message: "This link is not valid or has been revoked." };

/** Read-only share links (issue 18): the owner's routes, the visitor's read, and what a token never opens. */
describe("share links", () => {
  const t = useTestApp();

  async function owner(overrides: Record<string, unknown> = {}) {
    const { cookie, user } = await registerUser(t.api);
    const created = await t.api.post(
      "/api/properties",
      {
        ...fourplex(),
        notes: "Seller is motivated; offer 5% under.",
        myRatings: { overall: 8, condition: 6, value: 9 },
        ...overrides,
      },
      { cookie },
    );
    expect(created.statusCode).toBe(201);
    const property = created.json() as Record<string, unknown> & { id: string };
    const share = async (body: Record<string, unknown> = {}) => {
      const response = await t.api.post(`/api/properties/${property.id}/share-links`, body, { cookie });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string; token: string; url: string; expiresAt: string | null; active: boolean };
    };
    return { cookie, user, property, share };
  }

  const open = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/shared/${token}`, remoteAddress: "203.0.113.9", headers });

  it("creates a link with a 256-bit token, lists it without the token, and revokes it at once", async () => {
    const me = await owner();
    const link = await me.share();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // base64url of 32 bytes: 256 bits
    expect(Buffer.from(link.token, "base64url")).toHaveLength(32);
    expect(link.url).toBe(`${APP_URL}/s/${link.token}`);
    expect(link).toMatchObject({ includeNotes: false, includeRatings: false, expiresAt: null, active: true });
    expect(link.token).not.toBe((await me.share()).token);

    // Only the token's SHA-256 is stored.
    const rows = await t.db.select().from(shareLinks);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const listed = await t.api.get(`/api/properties/${me.property.id}/share-links`, { cookie: me.cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(2);
    expect(listed.body).not.toContain(link.token);
    // Both made at the same instant: found by id, not by place.
    expect(listed.json().find((l: { id: string }) => l.id === link.id)).toMatchObject({
      propertyId: me.property.id,
      active: true,
      revokedAt: null,
    });

    expect((await open(link.token)).statusCode).toBe(200);
    const revoked = await t.api.delete(`/api/properties/${me.property.id}/share-links/${link.id}`, {
      cookie: me.cookie,
    });
    expect(revoked.statusCode).toBe(204);
    const after = await open(link.token);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual(NOT_VALID);
    const relisted = (await t.api.get(`/api/properties/${me.property.id}/share-links`, { cookie: me.cookie })).json();
    expect(relisted.find((l: { id: string }) => l.id === link.id)).toMatchObject({ active: false });
    expect(relisted.find((l: { id: string }) => l.id === link.id).revokedAt).not.toBeNull();
    // Revoking again changes nothing; an unknown link id is 404.
    const again = await t.api.delete(`/api/properties/${me.property.id}/share-links/${link.id}`, {
      cookie: me.cookie,
    });
    expect(again.statusCode).toBe(204);
    const unknown = await t.api.delete(
      `/api/properties/${me.property.id}/share-links/00000000-0000-4000-8000-000000000000`,
      { cookie: me.cookie },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps a property's links bounded: 20 that open at once (409 beyond), the newest 30 revoked or expired", async () => {
    const me = await owner();
    const links = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.api.post(`/api/properties/${me.property.id}/share-links`, {}, { cookie: me.cookie }),
      ),
    );
    expect(links.filter((l) => l.statusCode === 201)).toHaveLength(20);
    const refused = links.filter((l) => l.statusCode !== 201);
    expect(refused.map((l) => l.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]?.json().message).toBe(
      "This property already has 20 active share links: revoke one before making another.",
    );
    const list = async () =>
      (await t.api.get(`/api/properties/${me.property.id}/share-links`, { cookie: me.cookie })).json() as {
        id: string;
        active: boolean;
      }[];
    // Revoke-and-make, 40 times over: the list stays at 20 active and the newest 30 revoked.
    for (let i = 0; i < 40; i += 1) {
      const [first] = (await list()).filter((l) => l.active);
      await t.api.delete(`/api/properties/${me.property.id}/share-links/${first?.id}`, { cookie: me.cookie });
      await me.share();
    }
    const listed = await list();
    expect(listed.filter((l) => l.active)).toHaveLength(20);
    expect(listed.filter((l) => !l.active)).toHaveLength(30);
  });

  it("downloads the property's report under the link, never the notes, and not once the link is revoked", async () => {
    const me = await owner();
    const link = await me.share();
    const view = (await open(link.token)).json() as { reportUrl: string };
    expect(view.reportUrl).toBe(`/api/shared/${link.token}/report.pdf`);
    const report = await t.app.inject({ method: "GET", url: view.reportUrl, remoteAddress: "203.0.113.9" });
    expect(report.statusCode, report.body.slice(0, 200)).toBe(200);
    expect(report.headers["content-type"]).toBe("application/pdf");
    expect(report.headers["x-robots-tag"]).toContain("noindex");
    expect(report.headers["referrer-policy"]).toBe("no-referrer");
    expect(report.headers["set-cookie"]).toBeUndefined();
    expect(report.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(report.rawPayload.toString("latin1")).not.toContain("Seller is motivated");

    await t.api.delete(`/api/properties/${me.property.id}/share-links/${link.id}`, { cookie: me.cookie });
    const gone = await t.app.inject({ method: "GET", url: view.reportUrl, remoteAddress: "203.0.113.9" });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(NOT_VALID);
  });

  it("ends a link at its expiry and refuses an expiry in the past or a malformed one", async () => {
    const me = await owner();
    const link = await me.share({ expiresAt: new Date(t.clock.now().getTime() + HOUR).toISOString() });
    expect(link.expiresAt).toBe(new Date(t.clock.now().getTime() + HOUR).toISOString());
    expect((await open(link.token)).statusCode).toBe(200);
    t.clock.advance(HOUR);
    const expired = await open(link.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(NOT_VALID);
    const listed = (await t.api.get(`/api/properties/${me.property.id}/share-links`, { cookie: me.cookie })).json();
    expect(listed[0]).toMatchObject({ id: link.id, active: false, revokedAt: null });

    const past = await t.api.post(
      `/api/properties/${me.property.id}/share-links`,
      { expiresAt: new Date(t.clock.now().getTime() - DAY).toISOString() },
      { cookie: me.cookie },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("expiresAt must be in the future.");
    const garbled = await t.api.post(
      `/api/properties/${me.property.id}/share-links`,
      { expiresAt: "next tuesday" },
      { cookie: me.cookie },
    );
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toContain("expiresAt");
    const extra = await t.api.post(
      `/api/properties/${me.property.id}/share-links`,
      { propertyId: "x" },
      { cookie: me.cookie },
    );
    expect(extra.statusCode).toBe(400);
  });

  it("answers every token that opens nothing with the same 404", async () => {
    const me = await owner();
    const link = await me.share();
    const wrong = [
      link.token.slice(0, -1) + (link.token.endsWith("A") ? "B" : "A"),
      "A".repeat(43),
      "not-a-token",
      "%00",
      link.token.toLowerCase() === link.token ? "x" : link.token.toLowerCase(),
      hashToken(link.token),
    ];
    for (const token of wrong) {
      const response = await open(encodeURIComponent(token));
      expect(response.statusCode, token).toBe(404);
      expect(response.json(), token).toEqual(NOT_VALID);
    }
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it("shows the owner's property with the same figures, without notes and personal ratings unless included", async () => {
    const me = await owner();
    const ownView = (await t.api.get(`/api/properties/${me.property.id}`, { cookie: me.cookie })).json();
    const plain = (await open((await me.share()).token)).json();
    expect(plain.property.id).toBe(me.property.id);
    expect(plain.property.address).toBe(ownView.address);
    for (const field of ["capRatePct", "monthlyMortgagePayment", "rentTotals", "expenses", "otherIncome", "units"])
      expect(plain.property[field], field).toEqual(ownView[field]);
    expect(plain.property.realtorName).toBe(ownView.realtorName);
    for (const field of ["notes", "myRatings", "fullExtract", "traceId", "favorite", "heroUrl"])
      expect(plain.property, field).not.toHaveProperty(field);
    expect(JSON.stringify(plain)).not.toContain("Seller is motivated");
    // The list rating would otherwise average the personal ratings: without them it is the AI's (none here).
    expect(plain.property.rating).toBeNull();
    expect(plain).toMatchObject({ includes: { notes: false, ratings: false }, expiresAt: null });

    const full = (await open((await me.share({ includeNotes: true, includeRatings: true })).token)).json();
    expect(full.property.notes).toBe("Seller is motivated; offer 5% under.");
    expect(full.property.myRatings).toEqual({ overall: 8, condition: 6, value: 9 });
    expect(full.property.rating).toBeCloseTo(23 / 3);
    expect(full.includes).toEqual({ notes: true, ratings: true });

    const notesOnly = (await open((await me.share({ includeNotes: true })).token)).json();
    expect(notesOnly.property.notes).toBe("Seller is motivated; offer 5% under.");
    expect(notesOnly.property).not.toHaveProperty("myRatings");
  });

  it("sends noindex, no-referrer and no-store on every shared answer, and no cookie", async () => {
    const me = await owner();
    const link = await me.share();
    for (const response of [
      await open(link.token),
      await open("wrong"),
      await open(link.token, { cookie: me.cookie }),
    ]) {
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    // A stale session cookie is not even read here (elsewhere it would be cleared).
    const stale = await open(link.token, { cookie: "plexwise_session=stale" });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers["set-cookie"]).toBeUndefined();
  });

  it("never opens another property, the owner's account or any write", async () => {
    const me = await owner();
    const second = (
      await t.api.post("/api/properties", { ...fourplex(), address: "9 Other Road" }, { cookie: me.cookie })
    ).json();
    const link = await me.share();
    const view = (await open(link.token)).json();
    expect(view.property.id).toBe(me.property.id);
    expect(JSON.stringify(view)).not.toContain(second.id);
    expect(JSON.stringify(view)).not.toContain(me.user.email);

    // The token is no session: as a cookie or a header it opens no owner route, and nothing writes under /api/shared.
    const tokenCarriers: Record<string, string>[] = [
      { cookie: `plexwise_session=${link.token}` },
      { cookie: `__Host-plexwise_session=${link.token}` },
      { authorization: `Bearer ${link.token}` },
      { "x-share-token": link.token },
    ];
    for (const headers of tokenCarriers) {
      const patch = await t.api.patch(`/api/properties/${me.property.id}`, { notes: "defaced" }, { headers });
      expect(patch.statusCode, JSON.stringify(headers)).toBe(401);
      expect((await t.api.get(`/api/properties/${second.id}`, { headers })).statusCode).toBe(401);
      expect((await t.api.get("/api/user", { headers })).statusCode).toBe(401);
    }
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/shared/${link.token}`,
        headers: { origin: APP_URL, "content-type": "application/json" },
        payload: JSON.stringify({ notes: "defaced" }),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const stillMine = (await t.api.get(`/api/properties/${me.property.id}`, { cookie: me.cookie })).json();
    expect(stillMine.notes).toBe("Seller is motivated; offer 5% under.");
  });

  it("lets only the owner create, list and revoke a property's links", async () => {
    const me = await owner();
    const other = await owner();
    const link = await me.share();
    const as = { cookie: other.cookie };
    const base = `/api/properties/${me.property.id}/share-links`;
    expect((await t.api.get(base, as)).statusCode).toBe(404);
    expect((await t.api.post(base, {}, as)).statusCode).toBe(404);
    expect((await t.api.delete(`${base}/${link.id}`, as)).statusCode).toBe(404);
    // My link id under their own property: still not theirs to revoke.
    expect((await t.api.delete(`/api/properties/${other.property.id}/share-links/${link.id}`, as)).statusCode).toBe(
      404,
    );
    expect((await open(link.token)).statusCode).toBe(200);
    expect((await t.api.get(base)).statusCode).toBe(401);
  });

  it("serves the property's photos under the link only, and none of another property", async () => {
    const me = await owner();
    const second = (await t.api.post("/api/properties", fourplex(), { cookie: me.cookie })).json();
    const attach = async (propertyId: string) => {
      const uploadURL = (await t.api.post("/api/objects/upload", undefined, { cookie: me.cookie })).json().uploadURL;
      await t.app.inject({
        method: "PUT",
        url: uploadURL,
        payload: await pngOf(40, 30),
        headers: { origin: APP_URL, cookie: me.cookie, "content-type": "image/png" },
      });
      const attached = await t.api.post(
        `/api/properties/${propertyId}/images`,
        { imageURL: uploadURL },
        {
          cookie: me.cookie,
        },
      );
      expect(attached.statusCode).toBe(201);
      return attached.json() as { id: string };
    };
    const mine = await attach(me.property.id);
    const elsewhere = await attach(second.id);
    const link = await me.share();
    const view = (await open(link.token)).json();
    expect(view.images).toEqual([
      {
        id: mine.id,
        url: `/api/shared/${link.token}/media/${mine.id}/display`,
        thumbnailUrl: `/api/shared/${link.token}/media/${mine.id}/thumb`,
        width: 40,
        height: 30,
      },
    ]);
    const photo = await t.app.inject({ method: "GET", url: view.images[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    const other = await t.app.inject({ method: "GET", url: `/api/shared/${link.token}/media/${elsewhere.id}/display` });
    expect(other.statusCode).toBe(404);
    await t.api.delete(`/api/properties/${me.property.id}/share-links/${link.id}`, { cookie: me.cookie });
    expect((await t.app.inject({ method: "GET", url: view.images[0].url })).statusCode).toBe(404);
  });

  it("limits a visitor's reads per address", async () => {
    const me = await owner();
    const link = await me.share();
    const from = (ip: string) => t.app.inject({ method: "GET", url: `/api/shared/${link.token}`, remoteAddress: ip });
    expect((await from("192.0.2.77")).statusCode).toBe(200);
    // 299 more reads in the last minutes (recorded directly: 300 requests take long on a loaded machine).
    const hitAt = t.clock.now();
    await t.db
      .insert(rateLimitHits)
      .values(Array.from({ length: 299 }, () => ({ bucket: "shared:ip:192.0.2.77", hitAt })));
    const limited = await from("192.0.2.77");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await from("192.0.2.78")).statusCode).toBe(200);
  });
});
