import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "../helpers/test-app";

const PAGE_JS = `export const page = ${JSON.stringify("a page of the app ".repeat(200))};`;

describe("security headers and the web app", () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let dist: string;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), "plexwise-dist-"));
    await fs.mkdir(path.join(dist, "assets"));
    await fs.writeFile(
      path.join(dist, "index.html"),
      "<!doctype html><html><head><title>Plexwise</title></head><body><div id=root></div></body></html>",
    );
    await fs.writeFile(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
    // As the build's route-preloads step leaves it: each page's chunks and first API reads.
    await fs.writeFile(
      path.join(dist, "route-preloads.json"),
      JSON.stringify([
        { path: "/auth", modules: ["/assets/auth-page-1.js"], data: [] },
        { path: "/s/:token", modules: ["/assets/shared-snapshot-4.js"], data: [] },
        {
          path: "/property/:id/snapshot",
          modules: ["/assets/signed-in-2.js", "/assets/snapshot-3.js"],
          data: ["/api/user", "/api/properties/:id"],
        },
      ]),
    );
    // As the build's precompress step leaves them: a .br and a .gz copy beside the file.
    await fs.writeFile(path.join(dist, "assets", "page-def456.js"), PAGE_JS);
    await fs.writeFile(path.join(dist, "assets", "page-def456.js.br"), zlib.brotliCompressSync(PAGE_JS));
    await fs.writeFile(path.join(dist, "assets", "page-def456.js.gz"), zlib.gzipSync(PAGE_JS));
    app = await startTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it("serves pages with a strict Content-Security-Policy and nosniff", async () => {
    const response = await app.api.get("/auth");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("sends Referrer-Policy: no-referrer on /reset-password, whose URL carries the token", async () => {
    const response = await app.api.get("/reset-password?token=abc");
    expect(response.statusCode).toBe(200);
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("keeps a shared link's page out of search engines, Referer headers and caches", async () => {
    const token = "Q2hhcmxpZSdzIGZvdXJwbGV4IG9uIEJpcmNoIFN0cmVldA";
    for (const url of [`/s/${token}`, `/s/${token}/financials`]) {
      const response = await app.api.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    const page = (await app.api.get(`/s/${token}`)).body;
    expect(page).toContain('<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">');
    expect(page).toContain("/assets/shared-snapshot-4.js");
    expect((await app.api.get("/auth")).body).not.toContain("noindex");
  });

  it("marks every API answer Cache-Control: no-store", async () => {
    for (const url of ["/api/user", "/api/unknown"]) {
      expect((await app.api.get(url)).headers["cache-control"]).toBe("no-store");
    }
    const register = await app.api.post("/api/register", {
      email: "cache@example.com",
      password: "Cache me never 123",
    });
    expect(register.headers["cache-control"]).toBe("no-store");
  });

  it("serves index.html for any page path so the client router can show its 404 page", async () => {
    const response = await app.api.get("/no/such/page");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<div id=root>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.api.get("/assets/index-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the brotli copy of an asset to a browser that accepts it, with Vary: Accept-Encoding", async () => {
    const response = await app.api.get("/assets/page-def456.js", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE_JS);
  });

  it("sends the gzip copy to a browser that accepts only gzip, and the plain file to one that accepts neither", async () => {
    const gzipped = await app.api.get("/assets/page-def456.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(PAGE_JS);

    const plain = await app.api.get("/assets/page-def456.js", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(PAGE_JS);
  });

  it("serves the plain file when the build left no compressed copy (files under 1 KB)", async () => {
    const response = await app.api.get("/assets/index-abc123.js", { headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("console.log(1)");
  });

  it("does not serve files outside the build folder", async () => {
    for (const url of ["/../package.json", "/assets/../../package.json", "/%2e%2e/%2e%2e/package.json"]) {
      const response = await app.api.get(url);
      expect(response.body, url).not.toContain('"workspaces"');
    }
  });

  it("names a page's chunks and first API reads in its HTML, compressed when the browser accepts it", async () => {
    const id = "0b6f3c1e-8d2a-4f7b-9c3d-5e6f7a8b9c0d";
    const response = await app.api.get(`/property/${id}/snapshot`, { headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-encoding"]).toBe("gzip");
    const html = zlib.gunzipSync(response.rawPayload).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/signed-in-2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/snapshot-3.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">');
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/properties/${id}">`,
    );
    expect(html).toContain("<div id=root>");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("puts no path parameter that is not a plain id into the HTML", async () => {
    const response = await app.api.get("/property/%22%3E%3Cscript%3E/snapshot");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("/assets/snapshot-3.js");
    expect(response.body).not.toContain("/api/properties/");
    expect(response.body).not.toContain("<script>");
  });
});
