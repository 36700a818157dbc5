import type { ExtractionJob, PropertyDocument } from "@plexwise/core";
import { describe, expect, it } from "vitest";
import { KEPT_DOCUMENTS_TTL_MS, sweepKeptFiles } from "../../src/documents/kept-uploads";
import { createStorage } from "../../src/images/storage/create-storage";
import { buildPdf, buildWorkbook, T12_ROWS } from "../extraction/helpers/files";
import { registerUser } from "../helpers/factories";
import { fourplex } from "../helpers/property-factory";
import { useTestApp } from "../helpers/test-app";

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;
const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 32, item 1: the files uploaded for a property are kept with it, for its owner only. */
describe("property documents", () => {
  const t = useTestApp();
  const storage = () => createStorage(t.config);

  async function owner() {
    const { cookie, user } = await registerUser(t.api);
    const create = async (body: object = {}) => {
      const created = await t.api.post("/api/properties", { ...fourplex(), ...body }, { cookie });
      expect(created.statusCode, created.body).toBe(201);
      return created.json() as { id: string };
    };
    const list = async (propertyId: string, as = cookie) => {
      const listed = await t.api.get(`/api/properties/${propertyId}/documents`, { cookie: as });
      expect(listed.statusCode, listed.body).toBe(200);
      return listed.json() as PropertyDocument[];
    };
    const add = (propertyId: string, file: { fileName: string; mimeType: string; bytes: Buffer }, as = cookie) =>
      t.api.post(
        `/api/properties/${propertyId}/documents`,
        { fileName: file.fileName, mimeType: file.mimeType, dataUrl: dataUrl(file.mimeType, file.bytes) },
        { cookie: as },
      );
    const extract = async (attachments: { fileName: string; mimeType: string; bytes: Buffer }[]) => {
      const submitted = await t.api.post(
        "/api/extraction-jobs",
        { attachments: attachments.map((a) => ({ ...a, bytes: undefined, dataUrl: dataUrl(a.mimeType, a.bytes) })) },
        { cookie },
      );
      expect(submitted.statusCode, submitted.body).toBe(202);
      const id = (submitted.json() as ExtractionJob).id;
      for (let i = 0; i < 600; i += 1) {
        const job = (await t.api.get(`/api/extraction-jobs/${id}`, { cookie })).json() as ExtractionJob;
        if (job.status === "done") return job;
        if (job.status !== "queued" && job.status !== "running") throw new Error(JSON.stringify(job));
        await sleep(50);
      }
      throw new Error(`job ${id} did not finish`);
    };
    return { cookie, userId: user.id, create, list, add, extract };
  }

  it("keeps the files of the extraction a property is created from, with the kind and pages the extraction found", async () => {
    const me = await owner();
    const rentRoll = await buildPdf();
    const t12 = buildWorkbook(T12_ROWS, "xlsx");
    const job = await me.extract([
      { fileName: "Maple rent roll.pdf", mimeType: "application/pdf", bytes: rentRoll },
      { fileName: "T12 2025.xlsx", mimeType: XLSX_MIME, bytes: t12 },
    ]);
    const roles = job.result?.files.map((f) => f.role);
    expect(roles).toEqual(["rent_roll", "t12"]);

    const property = await me.create({ traceId: job.id });
    const documents = await me.list(property.id);
    expect(documents.map((d) => [d.fileName, d.kind, d.pages, d.bytes, d.mimeType])).toEqual([
      ["Maple rent roll.pdf", "rent_roll", 1, rentRoll.length, "application/pdf"],
      // A workbook's pages are its sheets, as the extraction read them.
      ["T12 2025.xlsx", "t12", 1, t12.length, XLSX_MIME],
    ]);
    expect(documents[0]?.createdAt).toBe(t.clock.now().toISOString());

    // The download is the very bytes uploaded, as an attachment that can never run as a page.
    const file = await t.api.get(documents[0]?.url ?? "", { cookie: me.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(rentRoll)).toBe(true);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="Maple rent roll.pdf"; filename*=UTF-8''Maple%20rent%20roll.pdf`,
    );
    expect(file.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");

    // Kept in the owner's storage (counted by the quota), and nothing waits any more under the extraction's keys.
    const stored = await storage().list(`images/${me.userId}/documents/`);
    expect(stored.map((o) => o.bytes).sort((a, b) => a - b)).toEqual(
      [rentRoll.length, t12.length].sort((a, b) => a - b),
    );
    expect(await storage().list(`kept-documents/${me.userId}/`)).toEqual([]);
    expect(await storage().list(`extraction/${me.userId}/`)).toEqual([]);

    // The same extraction creates no second set, and another property without it has none.
    const again = await me.create({ traceId: job.id });
    expect(await me.list(again.id)).toEqual([]);
  });

  it("adds a document later, changes its kind, removes it with its stored file", async () => {
    const me = await owner();
    const property = await me.create();
    const om = await buildPdf([["Offering Memorandum"], ["Asking price", "$1,200,000"]]);
    const added = await me.add(property.id, { fileName: "OM.pdf", mimeType: "application/pdf", bytes: om });
    expect(added.statusCode, added.body).toBe(201);
    const document = added.json() as PropertyDocument;
    expect(document).toMatchObject({ fileName: "OM.pdf", kind: "other", pages: 1, bytes: om.length });
    expect(await me.list(property.id)).toEqual([document]);

    const changed = await t.api.patch(
      `/api/properties/${property.id}/documents/${document.id}`,
      { kind: "offering_memorandum" },
      { cookie: me.cookie },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me.list(property.id))[0]?.kind).toBe("offering_memorandum");
    const badKind = await t.api.patch(
      `/api/properties/${property.id}/documents/${document.id}`,
      { kind: "script" },
      { cookie: me.cookie },
    );
    expect(badKind.statusCode).toBe(400);

    const removed = await t.api.delete(`/api/properties/${property.id}/documents/${document.id}`, {
      cookie: me.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(await me.list(property.id)).toEqual([]);
    expect(await storage().list(`images/${me.userId}/documents/`)).toEqual([]);
    expect((await t.api.get(document.url, { cookie: me.cookie })).statusCode).toBe(404);
  });

  it("refuses files over 10 MB, of other types, or not what their name says, with clear messages", async () => {
    const me = await owner();
    const property = await me.create();
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await me.add(property.id, { fileName: "huge.pdf", mimeType: "application/pdf", bytes: big });
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, "huge.pdf exceeds 10MB limit"]);

    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const page = await me.add(property.id, { fileName: "page.html", mimeType: "text/html", bytes: html });
    expect([page.statusCode, page.json().message]).toEqual([415, "page.html is not a supported file type"]);
    const disguised = await me.add(property.id, { fileName: "om.pdf", mimeType: "application/pdf", bytes: html });
    expect(disguised.statusCode).toBe(415);
    expect(await me.list(property.id)).toEqual([]);
    expect(await storage().list(`images/${me.userId}/`)).toEqual([]);
  });

  it("answers another user and a signed-out caller as if the property and its documents did not exist", async () => {
    const me = await owner();
    const other = await owner();
    const property = await me.create();
    const csv = Buffer.from("Unit,Rent\n1A,1200\n");
    const document = (await me.add(property.id, { fileName: "roll.csv", mimeType: "text/csv", bytes: csv })).json();
    const base = `/api/properties/${property.id}/documents`;

    for (const as of [other.cookie, undefined]) {
      const expected = as ? 404 : 401;
      const calls = [
        await t.api.get(base, { cookie: as }),
        await t.api.get(`${base}/${document.id}/file`, { cookie: as }),
        await t.api.patch(`${base}/${document.id}`, { kind: "t12" }, { cookie: as }),
        await t.api.delete(`${base}/${document.id}`, { cookie: as }),
        await other.add(property.id, { fileName: "x.csv", mimeType: "text/csv", bytes: csv }, as ?? ""),
      ];
      for (const call of calls) {
        expect(call.statusCode, call.body).toBe(expected);
        expect(call.body).not.toContain("roll.csv");
        expect(call.body).not.toContain("1A,1200");
      }
    }
    // Another user's property id in the path with their own document id reaches nothing either.
    const theirs = await other.create();
    expect(
      (await t.api.get(`/api/properties/${theirs.id}/documents/${document.id}/file`, { cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect(await me.list(property.id)).toEqual([{ ...document, kind: "other" }]);
  });

  it("sweeps an extraction's kept files a day after, when no property claimed them", async () => {
    const key = `kept-documents/${crypto.randomUUID()}/${crypto.randomUUID()}/0`;
    await storage().put(key, Buffer.from("Unit,Rent\n1A,1200\n"), "text/csv");
    expect(await sweepKeptFiles({ storage: storage(), now: () => new Date() })).toBe(0);
    const later = () => new Date(Date.now() + KEPT_DOCUMENTS_TTL_MS + 60_000);
    expect(await sweepKeptFiles({ storage: storage(), now: later })).toBe(1);
    expect(await storage().list(key)).toEqual([]);
  });

  it("deletes the stored files with the property", async () => {
    const me = await owner();
    const property = await me.create();
    const csv = Buffer.from("Unit,Rent\n1A,1200\n");
    expect((await me.add(property.id, { fileName: "roll.csv", mimeType: "text/csv", bytes: csv })).statusCode).toBe(
      201,
    );
    expect(await storage().list(`images/${me.userId}/documents/`)).toHaveLength(1);
    expect((await t.api.delete(`/api/properties/${property.id}`, { cookie: me.cookie })).statusCode).toBe(204);
    expect(await storage().list(`images/${me.userId}/documents/`)).toEqual([]);
  });
});

describe("property documents and the storage quota", () => {
  const t = useTestApp({ env: { STORAGE_QUOTA_MB: "1" } });

  it("refuses a document that does not fit in the owner's storage (413), and counts documents in it", async () => {
    const { cookie, user } = await registerUser(t.api);
    const property = (await t.api.post("/api/properties", fourplex(), { cookie })).json() as { id: string };
    const rows = (n: number) => `Unit,Rent\n${Array.from({ length: n }, (_, i) => `${i},1000`).join("\n")}\n`;
    const add = (fileName: string, bytes: Buffer) =>
      t.api.post(
        `/api/properties/${property.id}/documents`,
        { fileName, mimeType: "text/csv", dataUrl: dataUrl("text/csv", bytes) },
        { cookie },
      );
    const first = Buffer.from(rows(70_000)); // about 0.7 MB
    expect((await add("first.csv", first)).statusCode).toBe(201);
    const refused = await add("second.csv", first);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toContain("does not fit");
    const stored = await createStorage(t.config).list(`images/${user.id}/`);
    expect(stored.map((o) => o.bytes)).toEqual([first.length]);
  });
});
