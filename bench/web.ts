// `npm run bench:web`: the JavaScript each page costs a first-time visitor, gzip-compressed, against the goals of
// issue 14: the public pages at most 90 KiB each, a signed-in page at most 200 KiB. It builds the app, starts it
// as `npm start` does, opens each page in Debian's Chromium with an empty cache and sums the gzip size of every
// script fetched until the page has shown its content (no spinner left), with the idle prefetch of likely next pages
// held back; a second visit lets it run, and what it adds is printed beside, not counted. Exits 1 above a goal.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { startServer } from "./server-process";

const KIB = 1024;
const PUBLIC_BUDGET = 90 * KIB;
const SIGNED_IN_BUDGET = 200 * KIB;
const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist");

const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) process.exit(build.status ?? 1);

/** The gzip size of a built file: the .gz copy the build wrote, or compressed here for a file too small for one. */
function gzipBytes(urlPath: string): number {
  const file = path.join(dist, urlPath);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3945));
const { origin, headers } = server;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
let failed = false;
try {
  const cookie = await server.register();
  const property = (await fetch(`${origin}/api/properties`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ nickname: "Bench fourplex", address: "1 Bench St", price: 640_000, unitCount: 4 }),
  }).then((r) => r.json())) as { id: string };

  /** The scripts a first visit fetches; `idle: false` holds back what the app does when the browser is idle. */
  async function scriptsOf(url: string, signedIn: boolean, idle: boolean): Promise<Set<string>> {
    const context = await browser.newContext();
    if (!idle) await context.addInitScript(() => (window.requestIdleCallback = () => 0));
    if (signedIn) {
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
    await page.waitForLoadState("networkidle");
    await context.close();
    return new Set(scripts);
  }

  const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
  const pages: { url: string; label: string; signedIn: boolean; budget: number }[] = [
    { url: "/", label: "/", signedIn: false, budget: PUBLIC_BUDGET },
    { url: "/auth", label: "/auth", signedIn: false, budget: PUBLIC_BUDGET },
    { url: "/forgot-password", label: "/forgot-password", signedIn: false, budget: PUBLIC_BUDGET },
    { url: "/reset-password?token=bench", label: "/reset-password", signedIn: false, budget: PUBLIC_BUDGET },
    { url: "/properties", label: "/properties", signedIn: true, budget: SIGNED_IN_BUDGET },
    {
      url: `/property/${property.id}/snapshot`,
      label: "/property/:id/snapshot",
      signedIn: true,
      budget: SIGNED_IN_BUDGET,
    },
    {
      url: `/property/${property.id}/financials`,
      label: "/property/:id/financials",
      signedIn: true,
      budget: SIGNED_IN_BUDGET,
    },
    { url: "/compare", label: "/compare", signedIn: true, budget: SIGNED_IN_BUDGET },
  ];
  const publicScripts = new Set<string>();
  console.log("page                        gzip JS to show it   goal      ratio   (+ prefetched when idle)");
  for (const { url, label, signedIn, budget } of pages) {
    const initial = await scriptsOf(url, signedIn, false);
    const later = [...(await scriptsOf(url, signedIn, true))].filter((s) => !initial.has(s));
    if (!signedIn) initial.forEach((s) => publicScripts.add(s));
    const bytes = sum(initial);
    const ratio = bytes / budget;
    if (ratio > 1) failed = true;
    console.log(
      `${label.padEnd(28)}${kib(bytes).padStart(12)} (${String(initial.size).padStart(2)} files)  ${kib(budget).padStart(9)}  ${ratio.toFixed(2).padStart(5)}${ratio > 1 ? " OVER" : "     "}  (+ ${kib(sum(later))})`,
    );
  }
  console.log(`\nall four public pages together (each script counted once): ${kib(sum(publicScripts))}`);
  console.log(failed ? "\nAbove a goal." : "\nEvery page within its goal.");
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
