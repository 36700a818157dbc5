import { describe, expect, it } from "vitest";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";
import { buildPdf } from "./helpers/files";

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;
const csv = 'Unit,Beds,Baths,Sq Ft,Rent\n1A,2,1,800,"$1,200"\n1B,1,1,600,"$950"\n';

/** POST /api/properties/extract-from-document, through the real app on a real database and real workers. */
describe("the extraction endpoint", () => {
  const t = useTestApp();

  async function signedIn() {
    const { cookie } = await registerUser(t.api);
    return (attachments: unknown) => t.api.post("/api/properties/extract-from-document", { attachments }, { cookie });
  }

  it("extracts a generated PDF rent roll into the SPEC's shape with a trace id and a report per file", async () => {
    const extract = await signedIn();
    const response = await extract([
      { fileName: "roll.pdf", mimeType: "application/pdf", dataUrl: dataUrl("application/pdf", await buildPdf()) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.traceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.extraction_strategy).toBe("rules");
    expect(body.files).toEqual([expect.objectContaining({ fileName: "roll.pdf", ok: true, pages: 1 })]);
    expect(body.address).toBe("12 Maple Ct");
    expect(
      body.units.map((u: { unit_number: string; rent: number | null; vacant: boolean }) => [
        u.unit_number,
        u.rent,
        u.vacant,
      ]),
    ).toEqual([
      ["101", 1_350, false],
      ["102", null, true],
      ["103", 1_375, false],
    ]);
    expect(body.fullExtract).toContain("--- Page 1 ---");
  });

  it("lets a bad file fail alone, named, while the others still count, in the order sent", async () => {
    const extract = await signedIn();
    const response = await extract([
      {
        fileName: "broken.pdf",
        mimeType: "application/pdf",
        dataUrl: dataUrl("application/pdf", Buffer.from("%PDF-1.7 not really")),
      },
      { fileName: "roll.csv", mimeType: "text/csv", dataUrl: dataUrl("text/csv", Buffer.from(csv)) },
      {
        fileName: "photo.pdf",
        mimeType: "application/pdf",
        dataUrl: dataUrl("image/png", Buffer.from("\x89PNG\r\n\x1a\n0000")),
      },
      { fileName: "notes.pdf", mimeType: "application/pdf", dataUrl: "this is not a data url" },
      {
        fileName: "huge.pdf",
        mimeType: "application/pdf",
        dataUrl: `data:application/pdf;base64,${"A".repeat(14_000_000)}`,
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.files.map((f: { fileName: string; ok: boolean }) => [f.fileName, f.ok])).toEqual([
      ["broken.pdf", false],
      ["roll.csv", true],
      ["photo.pdf", false],
      ["notes.pdf", false],
      ["huge.pdf", false],
    ]);
    for (const file of body.files.filter((f: { ok: boolean }) => !f.ok)) expect(file.error).toContain(file.fileName);
    expect(body.files[4].error).toBe("huge.pdf exceeds 10MB limit");
    expect(body.units).toHaveLength(2);
  });

  it("refuses more than 20 files or more than 60 MB in one request with 413, before reading any", async () => {
    const extract = await signedIn();
    const small = { fileName: "roll.csv", mimeType: "text/csv", dataUrl: dataUrl("text/csv", Buffer.from(csv)) };
    const tooMany = await extract(Array.from({ length: 21 }, () => small));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toContain("at most 20");

    // 60.5 MB decoded: within the body limit as base64, so the decoded total is what refuses it.
    const file = (mb: number, i: number) => ({
      fileName: `f${i}.pdf`,
      mimeType: "application/pdf",
      dataUrl: `data:application/pdf;base64,${Buffer.alloc(mb * 1024 * 1024, 1).toString("base64")}`,
    });
    const tooBig = await extract([...[0, 1, 2, 3, 4, 5].map((i) => file(9, i)), file(6.5, 6)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("The files add up to 61 MB; at most 60 MB can be extracted at once.");
    // Beyond the body limit itself, the same words.
    const wayTooBig = await extract([...[0, 1, 2, 3, 4, 5, 6].map((i) => file(9, i))]);
    expect(wayTooBig.statusCode).toBe(413);
    expect(wayTooBig.json().message).toContain("at most 60 MB can be extracted at once");
  });

  it("asks for files, signs in and JSON like every call", async () => {
    const extract = await signedIn();
    const none = await extract([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain("Please select one or more documents to upload.");
    const anonymous = await t.api.post("/api/properties/extract-from-document", {
      attachments: [{ fileName: "a.csv", mimeType: "text/csv", dataUrl: "data:text/csv,a" }],
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
