import { beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";
import { hasPoppler, NO_POPPLER, pageImages, pdfInfo, pdfText } from "./poppler";

type Ranked = { property_id: string; rank: number; reasons: string[] };

describe.skipIf(!hasPoppler)("POST /api/compare/report.pdf", () => {
  const t = useTestApp();
  // The database is emptied before each test: the comparison is made once, here, and read by every test.
  const made = {} as { pdf: Buffer; text: string; headers: Record<string, unknown>; ranking: Ranked[]; cheap: string };

  beforeAll(async () => {
    const { cookie } = await registerUser(t.api);
    const create = async (price: number, nickname: string) =>
      (await t.api.post("/api/properties", fourplex({ price, nickname }), { cookie })).json().id as string;
    const body = { propertyIds: [await create(900_000, "Dear"), await create(700_000, "Cheap")] };
    const response = await t.api.post("/api/compare/report.pdf", body, { cookie });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const result = (await t.api.post("/api/compare", body, { cookie })).json();
    Object.assign(made, {
      pdf: response.rawPayload,
      text: await pdfText(response.rawPayload),
      headers: response.headers,
      ranking: result.ranking,
      cheap: body.propertyIds[1],
    });
  });

  it("answers a PDF download", () => {
    expect(made.headers["content-type"]).toBe("application/pdf");
    expect(made.headers["content-disposition"]).toBe('attachment; filename="plexwise-comparison.pdf"');
  });

  it("puts the properties side by side and marks the best: cap rates 5.33% and 6.86% * on the same $48,000 NOI", () => {
    expect(made.text).toMatch(/Dear\s+Cheap/);
    expect(made.text).toMatch(/Cap rate\s+5\.33%\s+6\.86% \*/);
    expect(made.text).toMatch(/NOI \(annual\)\s+\$48,000\s+\$48,000/);
  });

  it("ranks as POST /api/compare ranks, with every reason", () => {
    const first = made.ranking.find((r) => r.rank === 1);
    expect(first?.property_id).toBe(made.cheap);
    const flat = made.text.replace(/\s+/g, " ");
    expect(flat).toMatch(/#1 Cheap \(score [\d.]+\)/);
    for (const reason of made.ranking.flatMap((r) => r.reasons)) expect(flat).toContain(reason.replace(/\s+/g, " "));
  });

  it("is a tagged PDF with every page drawn", async () => {
    const info = await pdfInfo(made.pdf);
    expect(info.Tagged).toBe("yes");
    const pages = await pageImages(made.pdf);
    expect(pages).toHaveLength(Number(info.Pages));
    for (const page of pages) expect(page.spread, page.file).toBeGreaterThan(5);
  });

  it("refuses another user's properties (404) and a bad body (400)", async () => {
    const alice = await registerUser(t.api);
    const ids = await Promise.all(
      ["A", "B"].map(
        async (nickname) =>
          (await t.api.post("/api/properties", fourplex({ nickname }), { cookie: alice.cookie })).json().id as string,
      ),
    );
    const bob = await registerUser(t.api);
    const url = "/api/compare/report.pdf";
    expect((await t.api.post(url, { propertyIds: ids }, { cookie: bob.cookie })).statusCode).toBe(404);
    const bad = await t.api.post(url, { propertyIds: [ids[0]] }, { cookie: alice.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Select 2 to 4 properties to compare.");
  });
});

if (!hasPoppler) describe("the comparison PDF", () => it.skip(NO_POPPLER, () => {}));
