import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { attachmentDisposition, countPdfPages, kindOfRole } from "../../src/documents/document-files";

describe("document files", () => {
  it("names a download so that no file name can break out of the header", () => {
    expect(attachmentDisposition('rent "roll"\r\nSet-Cookie: x=1.pdf')).toBe(
      `attachment; filename="rent _roll___Set-Cookie_ x_1.pdf"; filename*=UTF-8''rent%20%22roll%22%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(attachmentDisposition("Mietspiegel (Köln)'s.pdf")).toBe(
      `attachment; filename="Mietspiegel _K_ln__s.pdf"; filename*=UTF-8''Mietspiegel%20%28K%C3%B6ln%29%27s.pdf`,
    );
  });

  it("counts a PDF's pages, those packed in object streams too", async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 17; i += 1) pdf.addPage([612, 792]);
    expect(await countPdfPages("application/pdf", Buffer.from(await pdf.save({ useObjectStreams: true })))).toBe(17);
    expect(await countPdfPages("application/pdf", Buffer.from(await pdf.save({ useObjectStreams: false })))).toBe(17);
    expect(await countPdfPages("text/csv", Buffer.from("Unit,Rent\n"))).toBeNull();
    expect(await countPdfPages("application/pdf", Buffer.from("%PDF-1.7\nnot really"))).toBeNull();
  });

  it("keeps the extraction's roles that are document kinds; a listing sheet or rent comps are 'other'", () => {
    expect(["offering_memorandum", "rent_roll", "t12", "listing", "rent_comps", undefined].map(kindOfRole)).toEqual([
      "offering_memorandum",
      "rent_roll",
      "t12",
      "other",
      "other",
      "other",
    ]);
  });
});
