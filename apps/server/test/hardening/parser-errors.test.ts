import { describe, expect, it } from "vitest";
import { buildZip } from "../extraction/helpers/zip";
import { registerUser } from "../helpers/factories";
import { useTestApp } from "../helpers/test-app";

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A Word file whose XML names an entity it never defines: the XML parser fails with its own words. */
const docxWithUnknownEntity = () =>
  buildZip([
    {
      name: "[Content_Types].xml",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        `<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${DOCX}.main+xml"/></Types>`,
    },
    {
      name: "_rels/.rels",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: "word/document.xml",
      data: '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&nosuchentity;</w:t></w:r></w:p></w:body></w:document>',
    },
  ]);

describe("a file that a parser cannot read", () => {
  const t = useTestApp();

  it("is reported in words the uploader can act on; the parser's own words go to the log with the request id", async () => {
    const { cookie } = await registerUser(t.api);
    const response = await t.api.post(
      "/api/properties/extract-from-document",
      {
        attachments: [
          { fileName: "offer.docx", mimeType: DOCX, dataUrl: dataUrl(DOCX, docxWithUnknownEntity()) },
          {
            fileName: "broken.pdf",
            mimeType: "application/pdf",
            dataUrl: dataUrl("application/pdf", Buffer.from("%PDF-1.7 not really")),
          },
        ],
      },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const files = response.json().files as { fileName: string; ok: boolean; error?: string }[];
    expect(files.map((f) => f.ok)).toEqual([false, false]);
    expect(files[0]?.error).toBe(
      "offer.docx is not a readable Word document; open it in Word and save it again (or as PDF).",
    );
    expect(files[1]?.error).toBe(
      "broken.pdf is not a readable PDF; it may be damaged. Download or export it again, or enter the details by hand.",
    );
    const logged = t.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const details = logged.filter((l) => l.msg === "a file could not be read");
    expect(details.map((l) => l.fileName)).toEqual(expect.arrayContaining(["offer.docx", "broken.pdf"]));
    for (const line of details) {
      expect(line.reqId).toBe(response.headers["x-request-id"]);
      expect(typeof line.detail).toBe("string");
      expect(line.detail).not.toBe("");
    }
  });
});
