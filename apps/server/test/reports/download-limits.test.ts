import { describe, expect, it } from "vitest";
import { hashToken } from "../../src/lib/tokens";
import { limits } from "../../src/rate-limit/limits";
import { createRateLimiter } from "../../src/rate-limit/rate-limiter";
import { MINUTE } from "../helpers/clock";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

/**
 * Downloads are rate-limited (issue 31): a maximum-size report is seconds of a thread, so a script asking for them
 * in a loop is stopped. 30 a minute per owner across the report, the workbook and the CSVs; 30 a minute per share
 * link on its report, whoever asks. A 429 carries Retry-After and says what to wait for.
 */
describe("download limits", () => {
  const t = useTestApp();

  async function owner() {
    const me = await registerUser(t.api);
    const created = await t.api.post("/api/properties", fourplex(), { cookie: me.cookie });
    expect(created.statusCode).toBe(201);
    return { ...me, id: (created.json() as { id: string }).id };
  }

  it("counts an owner's reports, workbooks and CSVs together: the 31st in a minute is 429, another owner is not", async () => {
    const me = await owner();
    const files = [
      `/api/properties/${me.id}/rent-roll.csv`,
      `/api/properties/${me.id}/lines.csv`,
      "/api/properties.csv",
    ];
    for (let i = 0; i < 28; i++) {
      const response = await t.api.get(files[i % files.length] ?? "", { cookie: me.cookie });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    }
    expect((await t.api.get(`/api/properties/${me.id}/workbook.xlsx`, { cookie: me.cookie })).statusCode).toBe(200);
    expect((await t.api.get(`/api/properties/${me.id}/report.pdf`, { cookie: me.cookie })).statusCode).toBe(200);

    for (const url of [`/api/properties/${me.id}/report.pdf`, `/api/properties/${me.id}/workbook.xlsx`, files[0]]) {
      const refused = await t.api.get(url ?? "", { cookie: me.cookie });
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers["retry-after"]).toBe("60");
      expect(refused.json()).toEqual({
        error: "rate_limited",
        message: "Too many downloads: 30 a minute per person. Please wait 60 seconds and try again.",
      });
    }
    const other = await owner();
    expect((await t.api.get(`/api/properties/${other.id}/report.pdf`, { cookie: other.cookie })).statusCode).toBe(200);

    t.clock.advance(MINUTE);
    expect((await t.api.get(`/api/properties/${me.id}/report.pdf`, { cookie: me.cookie })).statusCode).toBe(200);
  });

  it("counts a comparison's PDF as a download", async () => {
    const me = await owner();
    const second = (
      await t.api.post("/api/properties", fourplex({ address: "2 Oak St" }), { cookie: me.cookie })
    ).json();
    await createRateLimiter(t.db, t.clock.now).recordMany(limits.downloadsPerUser(me.user.id).bucket, 30);
    const refused = await t.api.post(
      "/api/compare/report.pdf",
      { propertyIds: [me.id, second.id] },
      { cookie: me.cookie },
    );
    expect(refused.statusCode, refused.body.slice(0, 200)).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
  });

  it("limits a share link's report per link, whatever the visitor's address, and leaves the owner's other links alone", async () => {
    const me = await owner();
    const share = async () =>
      (await t.api.post(`/api/properties/${me.id}/share-links`, {}, { cookie: me.cookie })).json() as { token: string };
    const [busy, quiet] = [await share(), await share()];
    const get = (token: string, ip: string) =>
      t.app.inject({ method: "GET", url: `/api/shared/${token}/report.pdf`, remoteAddress: ip });
    // 29 earlier downloads of the link, then the 30th from a visitor: the link's limit is reached.
    await createRateLimiter(t.db, t.clock.now).recordMany(
      limits.sharedReportsPerLink(hashToken(busy.token)).bucket,
      29,
    );
    expect((await get(busy.token, "198.51.100.7")).statusCode).toBe(200);

    const refused = await get(busy.token, "192.0.2.200");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json()).toEqual({
      error: "rate_limited",
      message: "Too many downloads: 30 a minute per shared link. Please wait 60 seconds and try again.",
    });
    expect((await get(quiet.token, "192.0.2.200")).statusCode).toBe(200);
    // The owner's own download of the same property is the owner's limit, not the link's.
    expect((await t.api.get(`/api/properties/${me.id}/report.pdf`, { cookie: me.cookie })).statusCode).toBe(200);
  });
});
