// `npm run bench:web`: what a first visit to each page costs, against the goals of issue 14.
// - Gzip JS: the public pages at most 90 KiB each, a signed-in page at most 200 KiB. Each page is opened in Debian's
//   Chromium with an empty cache, and the gzip size of every script fetched until the page has shown its content (no
//   spinner left) is summed, with the idle prefetch of likely next pages held back; a second visit lets it run, and
//   what it adds is printed beside, not counted.
// - Lighthouse 12, mobile preset: performance >= 95 and accessibility 100 on /, /auth, /properties (50 properties
//   of 8 units, each with a photo), a property's Snapshot and Financials; CLS < 0.05 on every run.
// It builds the app and starts it as `npm start` does. Exits 1 under a goal.
// Options (environment): BENCH_PORT; LIGHTHOUSE_RUNS (3); BENCH_LIGHTHOUSE=0 to skip Lighthouse;
// BENCH_PAGES=/auth,/properties to measure only some pages; LIGHTHOUSE_REPORTS=dir to keep each report's JSON.
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { runLighthouse, type LighthouseScore } from "./lighthouse-pages";
import { seedPortfolio } from "./seed-portfolio";
import { startServer } from "./server-process";
import { gzipBytesOf, measureScripts } from "./page-scripts";

const KIB = 1024;
const GOALS = { publicJs: 90 * KIB, signedInJs: 200 * KIB, performance: 95, accessibility: 100, cls: 0.05 };
const PROPERTIES = 50;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const onlyPages = process.env.BENCH_PAGES?.split(",").filter(Boolean);

const build = spawnSync("npm", ["run", "build"], {
  cwd: path.resolve(import.meta.dirname, ".."),
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startServer(Number(process.env.BENCH_PORT ?? 3945));
const { origin } = server;
let failed = false;
try {
  const cookie = await server.register();
  const { ids } = await seedPortfolio({ origin, cookie }, PROPERTIES);
  const id = ids[0] ?? "";
  const pages: { url: string; label: string; signedIn: boolean; lighthouse: boolean }[] = [
    { url: "/", label: "/", signedIn: false, lighthouse: true },
    { url: "/auth", label: "/auth", signedIn: false, lighthouse: true },
    { url: "/forgot-password", label: "/forgot-password", signedIn: false, lighthouse: false },
    { url: "/reset-password?token=bench", label: "/reset-password", signedIn: false, lighthouse: false },
    { url: "/properties", label: "/properties", signedIn: true, lighthouse: true },
    { url: `/property/${id}/snapshot`, label: "/property/:id/snapshot", signedIn: true, lighthouse: true },
    { url: `/property/${id}/financials`, label: "/property/:id/financials", signedIn: true, lighthouse: true },
    { url: `/compare?ids=${ids.slice(0, 3).join(",")}`, label: "/compare", signedIn: true, lighthouse: false },
  ].filter((page) => !onlyPages || onlyPages.includes(page.label));
  const unknown = onlyPages?.filter((label) => !pages.some((page) => page.label === label)) ?? [];
  if (unknown.length > 0) throw new Error(`BENCH_PAGES names no page: ${unknown.join(", ")}`);

  const js = await measureScripts(
    origin,
    pages.map(({ url, signedIn }) => ({ url, cookie: signedIn ? cookie : undefined })),
  );
  const scores = new Map<string, LighthouseScore>();
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    const measured = await runLighthouse(
      pages
        .filter((page) => page.lighthouse)
        .map(({ url, label, signedIn }) => ({ label, url: `${origin}${url}`, cookie: signedIn ? cookie : undefined })),
      { runs, reportDir: process.env.LIGHTHOUSE_REPORTS },
    );
    for (const score of measured) scores.set(score.label, score);
  }

  const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)}`;
  const mark = (ok: boolean) => {
    if (!ok) failed = true;
    return ok ? " " : "!";
  };
  console.log(
    `\nPlexwise pages, ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    `Lighthouse 12 mobile preset, median of ${runs} runs; goals: JS <= 90 KiB public / 200 KiB signed in, performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}, CLS < ${GOALS.cls} (worst run). "!" marks a missed goal.\n`,
  );
  console.log(
    "page                       gzip JS KiB (ratio)  +idle   perf  a11y  CLS      FCP     LCP     TBT   SI     perf of each run",
  );
  pages.forEach(({ label, signedIn }, i) => {
    const { initial, prefetched, files } = js[i] ?? { initial: 0, prefetched: 0, files: 0 };
    const budget = signedIn ? GOALS.signedInJs : GOALS.publicJs;
    const jsCell = `${kib(initial).padStart(6)} (${(initial / budget).toFixed(2)})${mark(initial <= budget)} ${String(files).padStart(2)}f`;
    const s = scores.get(label);
    const lh = s
      ? `${String(s.performance).padStart(4)}${mark(s.performance >= GOALS.performance)} ${String(s.accessibility).padStart(4)}${mark(s.accessibility >= GOALS.accessibility)} ${s.worstCls.toFixed(3)}${mark(s.worstCls < GOALS.cls)} ${ms(s.metrics.fcpMs)} ${ms(s.metrics.lcpMs)} ${ms(s.metrics.tbtMs)} ${ms(s.metrics.speedIndexMs)}   ${s.performanceRuns.join(" ")}`
      : "     -     -      -";
    console.log(`${label.padEnd(26)}${jsCell}  ${kib(prefetched).padStart(5)}  ${lh}`);
  });
  for (const s of scores.values()) {
    if (s.performance >= GOALS.performance && s.accessibility >= GOALS.accessibility) continue;
    console.log(`\n${s.label}:\n  ${s.notes.join("\n  ")}`);
  }
  const publicFiles = js.filter((_, i) => !pages[i]?.signedIn).flatMap((page) => page.paths);
  console.log(`\nall public pages together (each script counted once): ${kib(gzipBytesOf(publicFiles))} KiB`);
  console.log(failed ? "\nUnder a goal." : "\nEvery page meets its goals.");
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);

function ms(value: number) {
  return `${(value / 1000).toFixed(2)}s`.padStart(7);
}
