// Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on pages of a running Plexwise, in Debian's
// Chromium. Each page is run `runs` times; the run with the median performance score is reported, and the worst
// layout shift of all runs (CLS must stay under its goal on every load, not on the typical one).
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthousePage = { label: string; url: string; cookie?: string };
export type LighthouseScore = {
  label: string;
  performance: number;
  /** Every run's performance score, lowest first: how far the median is from the goal's edge. */
  performanceRuns: number[];
  accessibility: number;
  worstCls: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; speedIndexMs: number };
  /** Why a page lost points: failed accessibility audits, the LCP element, the largest opportunities. */
  notes: string[];
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Lhr = Result["lhr"];

export async function runLighthouse(
  pages: LighthousePage[],
  { runs = 3, reportDir }: { runs?: number; reportDir?: string } = {},
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const scores: LighthouseScore[] = [];
  try {
    for (const page of pages) {
      const lhrs: Lhr[] = [];
      for (let run = 0, failures = 0; run < runs; run++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        });
        const error = result ? result.lhr.runtimeError : { message: "Lighthouse returned nothing" };
        if (error) {
          // Lighthouse sometimes loses a trace (NO_NAVSTART) on a busy machine: that run is taken again, twice at most.
          if (++failures > 2) throw new Error(`${page.url}: ${error.message}`);
          run--;
          continue;
        }
        if (result) lhrs.push(result.lhr);
      }
      const sorted = [...lhrs].sort((a, b) => score(a, "performance") - score(b, "performance"));
      const median = sorted[Math.floor(sorted.length / 2)] as Lhr;
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const file = `${page.label.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root"}.json`;
        fs.writeFileSync(path.join(reportDir, file), JSON.stringify(median));
      }
      scores.push({
        label: page.label,
        performance: score(median, "performance"),
        performanceRuns: sorted.map((lhr) => score(lhr, "performance")),
        accessibility: score(median, "accessibility"),
        worstCls: Math.max(...lhrs.map((lhr) => numeric(lhr, "cumulative-layout-shift"))),
        metrics: {
          fcpMs: numeric(median, "first-contentful-paint"),
          lcpMs: numeric(median, "largest-contentful-paint"),
          tbtMs: numeric(median, "total-blocking-time"),
          speedIndexMs: numeric(median, "speed-index"),
        },
        notes: notesOf(median),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function notesOf(lhr: Lhr): string[] {
  const notes: string[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) notes.push(`a11y: ${audit.title}`);
  }
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details;
  const lcpNode = JSON.stringify(lcpElement ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
  if (lcpNode) notes.push(`LCP element: ${lcpNode.slice(0, 120)}`);
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === "opportunity" && (audit.numericValue ?? 0) > 50)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 3);
  for (const audit of opportunities) notes.push(`${audit.title} (${Math.round(audit.numericValue ?? 0)} ms)`);
  return notes;
}
