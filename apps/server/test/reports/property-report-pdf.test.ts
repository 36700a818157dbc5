import { beforeAll, describe, expect, it } from "vitest";
import type { ProformaAnalysis as Performa } from "@plexwise/core";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";
import { phoneJpeg } from "../images/image-fixtures";
import { hasPoppler, NO_POPPLER, pageImages, pdfInfo, pdfText } from "./poppler";

/** A fourplex in Austin (bundled public data), its taxes read from an offering memo, with a photo and every analysis. */
describe.skipIf(!hasPoppler)("GET /api/properties/:id/report.pdf", () => {
  const t = useTestApp();
  // The database is emptied before each test: the report is made once, here, and read by every test.
  const report = {} as { pdf: Buffer; text: string; headers: Record<string, unknown>; performa: Performa };

  beforeAll(async () => {
    const { cookie } = await registerUser(t.api);
    const austin = { city: "Austin", state: "TX" };
    const base = fourplex({ ...austin, address: "201 Colorado St", zip: "78701" });
    const financing = { cashPurchase: false, downPaymentPct: 25, interestRatePct: 6.5, amortYears: 30 };
    // A second property of the owner's, under 2 miles away: its rents are the comps.
    const neighbour = fourplex({ ...austin, nickname: "East Austin", address: "1000 E 6th St", zip: "78702" });
    await t.api.post("/api/properties", neighbour, { cookie });
    const expenses = (base.expenses ?? []).map((line, i) =>
      i === 0 ? { ...line, source: "document" as const, sourceFile: "offering-memo.pdf", sourcePage: 3 } : line,
    );
    const property = (await t.api.post("/api/properties", { ...base, ...financing, expenses }, { cookie })).json();
    const { uploadURL } = (await t.api.post("/api/objects/upload", undefined, { cookie })).json();
    await t.app.inject({
      method: "PUT",
      url: uploadURL,
      payload: await phoneJpeg(1200, 900),
      headers: { origin: t.config.appUrl, cookie, "content-type": "image/jpeg" },
    });
    await t.api.post(`/api/properties/${property.id}/images`, { imageURL: uploadURL }, { cookie });
    for (const run of ["analyze-performa", "analyze-summary", "analyze-neighborhood", "comps/run"])
      expect((await t.api.post(`/api/properties/${property.id}/${run}`, {}, { cookie })).statusCode).toBe(200);
    const response = await t.api.get(`/api/properties/${property.id}/report.pdf`, { cookie });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const analyses = (await t.api.get(`/api/properties/${property.id}/analyses`, { cookie })).json();
    Object.assign(report, {
      pdf: response.rawPayload,
      text: await pdfText(response.rawPayload),
      headers: response.headers,
      performa: analyses.performa.analysis,
    });
  });

  it("answers a PDF download named for the address", () => {
    expect(report.headers["content-type"]).toBe("application/pdf");
    expect(report.headers["content-disposition"]).toBe('attachment; filename="plexwise-report-201-colorado-st.pdf"');
    expect(report.pdf.subarray(0, 8).toString()).toBe("%PDF-1.7");
  });

  it("states the address, the price, the NOI and the cap rate of the deal model", () => {
    // $800,000; income 4 x 1,500 + 100 laundry = 6,100/mo, no vacancy; expenses 2,100/mo; NOI 4,000/mo = $48,000/yr = 6.00%.
    expect(report.text).toContain("Elm Street Fourplex");
    expect(report.text).toContain("201 Colorado St, Austin, TX 78701");
    expect(report.text).toMatch(/Price\s+\$800,000/);
    expect(report.text).toMatch(/NOI \(annual\)\s+\$48,000/);
    expect(report.text).toMatch(/Cap Rate\s+6\.00%/);
    expect(report.text).toMatch(/Net operating income\s+\$4,000\s+\$48,000/);
    // 75% of $800,000 = $600,000 at 6.5% over 30 years: $3,792.41 a month.
    expect(report.text).toMatch(/Loan amount\s+\$600,000/);
    expect(report.text).toMatch(/Monthly payment\s+\$3,792\.41/);
  });

  it("lists each expense line with its source file and page", () => {
    expect(report.text).toMatch(/Property taxes \(Taxes\)\s+\$1,200\s+\$14,400\s+offering-memo\.pdf, p\. 3/);
    expect(report.text).toMatch(/Insurance \(Insurance\)\s+\$500\s+\$6,000\s+Entered by hand/);
    expect(report.text).toMatch(/Repairs \(Maintenance\)\s+\$400\s+\$4,800\s+Entered by hand/);
  });

  it("carries the verdict with its rules, the comps with their sources, and the data attributions", () => {
    const performa = report.performa;
    const flat = report.text.replace(/\s+/g, " ");
    const words = (s: string) => s.replace(/\s+/g, " ");
    expect(flat).toContain(`Verdict: ${performa.verdict.decision}`);
    expect(flat).toContain(words(performa.verdict.reason).slice(0, 60));
    for (const rule of performa.verdict_rules) expect(flat).toContain(words(rule));
    expect(flat).toContain("Comparable rents and their sources");
    expect(flat).toContain("Assumptions and data attributions");
    expect(flat).toContain("FBI Uniform Crime Reporting Program, 2019, city-level");
    expect(flat).toContain("offering-memo.pdf");
    expect(flat).toMatch(/Your other properties .{0,40}\$1,500 1000 E 6th St/);
    expect(flat).toContain("HUD Small Area Fair Market Rents FY2024");
  });

  it("is a tagged PDF 1.7 titled for the property, every page drawn", async () => {
    const info = await pdfInfo(report.pdf);
    expect(info.Tagged).toBe("yes");
    expect(info["PDF version"]).toBe("1.7");
    expect(info.Title).toBe("Investment report: 201 Colorado St, Austin, TX 78701");
    const pages = await pageImages(report.pdf);
    expect(pages).toHaveLength(Number(info.Pages));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const page of pages) expect(page.spread, page.file).toBeGreaterThan(5);
  });

  it("is the owner's only: another user's id answers 404", async () => {
    const alice = await registerUser(t.api);
    const { id } = (await t.api.post("/api/properties", fourplex(), { cookie: alice.cookie })).json();
    const bob = await registerUser(t.api);
    expect((await t.api.get(`/api/properties/${id}/report.pdf`, { cookie: alice.cookie })).statusCode).toBe(200);
    expect((await t.api.get(`/api/properties/${id}/report.pdf`, { cookie: bob.cookie })).statusCode).toBe(404);
    expect((await t.api.get(`/api/properties/${id}/report.pdf`)).statusCode).toBe(401);
  });
});

if (!hasPoppler) describe("the PDF report", () => it.skip(NO_POPPLER, () => {}));
