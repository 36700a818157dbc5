// The JavaScript a first visit to a page downloads, as gzip bytes of the built files (the .gz copies the build
// wrote). Chromium opens the page with an empty cache; the scripts fetched until the page shows its content (a
// heading in <main>, no loading spinner left, and no error) are counted, with the idle prefetch of likely next pages
// held back. A second visit lets the prefetch run, and what it adds is reported apart.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");

/** The gzip size of a built file: the .gz copy the build wrote, or compressed here for a file too small for one. */
function gzipBytes(urlPath: string): number {
  const file = path.join(dist, urlPath);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The gzip bytes of these scripts, each counted once. */
export const gzipBytesOf = (paths: Iterable<string>) =>
  [...new Set(paths)].reduce((total, file) => total + gzipBytes(file), 0);

export type PageScripts = { initial: number; prefetched: number; files: number; paths: string[] };

export async function measureScripts(
  origin: string,
  pages: { url: string; cookie?: string }[],
): Promise<PageScripts[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  /** The scripts a first visit fetches; `idle: false` holds back what the app does when the browser is idle. */
  async function scriptsOf(url: string, cookie: string | undefined, idle: boolean): Promise<Set<string>> {
    const context = await browser.newContext();
    if (!idle) await context.addInitScript(() => (window.requestIdleCallback = () => 0));
    if (cookie) {
      const [name = "", value = ""] = cookie.split("=");
      await context.addCookies([{ name, value, url: origin }]);
    }
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.url().startsWith(origin) && pathname.endsWith(".js")) scripts.push(pathname);
    });
    await page.goto(`${origin}${url}`, { waitUntil: "load" });
    await page.waitForFunction(
      () =>
        document.querySelector("main h1, main h2") && !document.querySelector('[role="status"][aria-label="Loading"]'),
      undefined,
      { timeout: 30_000 },
    );
    // A page that shows an error has little to load and would score well: it is refused, not measured.
    const problem = await page.evaluate(() => {
      const alert = document.querySelector('[role="alert"]')?.textContent;
      const heading = document.querySelector("main h1, main h2")?.textContent ?? "";
      return alert || (/went wrong|couldn't load|not found/i.test(heading) ? heading : undefined);
    });
    if (problem) throw new Error(`${url} shows an error instead of its content: ${problem}`);
    await page.waitForLoadState("networkidle");
    await context.close();
    return new Set(scripts);
  }
  try {
    const measured: PageScripts[] = [];
    for (const { url, cookie } of pages) {
      const initial = await scriptsOf(url, cookie, false);
      const later = [...(await scriptsOf(url, cookie, true))].filter((s) => !initial.has(s));
      measured.push({
        initial: gzipBytesOf(initial),
        prefetched: gzipBytesOf(later),
        files: initial.size,
        paths: [...initial],
      });
    }
    return measured;
  } finally {
    await browser.close();
  }
}
