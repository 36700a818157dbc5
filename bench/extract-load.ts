// `npm run bench:extract-load`: does a 60 MB extraction slow the rest of the API? The budget: other requests no
// more than 2x slower while it runs. The server runs as `npm start` runs it (its own process, PGlite in a temp
// DATA_DIR); GET /api/properties is timed alone (the baseline, same run) and again while 20 copies of the
// 17-page Lund Pointe OM (about 60 MB) are being extracted.
import fs from "node:fs";
import path from "node:path";
import { median, p95, startServer } from "./server-process";

const root = path.resolve(import.meta.dirname, "..");
const sample = path.resolve(root, "../shared/sample-docs/lund-pointe-om.pdf");
if (!fs.existsSync(sample)) {
  console.log(`skipped: ${sample} is not here (the sample documents live beside the repository)`);
  process.exit(0);
}
const { origin, headers, register, stop } = await startServer(3941);

async function timedGets(cookie: string, until: () => boolean, max: number): Promise<number[]> {
  const times: number[] = [];
  while (times.length < max && !until()) {
    const start = performance.now();
    const response = await fetch(`${origin}/api/properties`, { headers: { cookie } });
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

try {
  const cookie = await register();
  for (let i = 0; i < 20; i++) {
    await fetch(`${origin}/api/properties`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ address: `${i} Bench St`, price: 500_000 + i, unitCount: 4 }),
    });
  }

  await timedGets(cookie, () => false, 50); // warm up
  const baseline = await timedGets(cookie, () => false, 300);

  const dataUrl = `data:application/pdf;base64,${fs.readFileSync(sample).toString("base64")}`;
  const attachments = Array.from({ length: 20 }, (_, i) => ({
    fileName: `lund-${i}.pdf`,
    mimeType: "application/pdf",
    dataUrl,
  }));
  const body = JSON.stringify({ attachments });
  let done = false;
  const started = performance.now();
  const extraction = fetch(`${origin}/api/properties/extract-from-document`, {
    method: "POST",
    headers: { ...headers, cookie },
    body,
  }).then(async (r) => {
    const answer = (await r.json()) as { files?: { ok: boolean }[]; message?: string };
    done = true;
    return { status: r.status, ok: answer.files?.filter((f) => f.ok).length ?? 0, message: answer.message };
  });
  const during = await timedGets(cookie, () => done, 100_000);
  const result = await extraction;
  const seconds = (performance.now() - started) / 1000;

  const mb = (fs.statSync(sample).size * 20) / 1024 / 1024;
  console.log(
    `extraction of 20 x Lund Pointe OM (${mb.toFixed(1)} MB): HTTP ${result.status}, ${result.ok}/20 files read, ${seconds.toFixed(2)} s${result.message ? `: ${result.message}` : ""}`,
  );
  console.log(
    `GET /api/properties alone (baseline, ${baseline.length} requests): median ${median(baseline).toFixed(2)} ms, p95 ${p95(baseline).toFixed(2)} ms`,
  );
  console.log(
    `GET /api/properties during the extraction (${during.length} requests): median ${median(during).toFixed(2)} ms, p95 ${p95(during).toFixed(2)} ms`,
  );
  const ratio = median(during) / median(baseline);
  console.log(
    `slowdown, median during / median alone: ${ratio.toFixed(2)}x (budget 2x: ratio to budget ${(ratio / 2).toFixed(2)})`,
  );
  console.log(`slowdown at p95: ${(p95(during) / p95(baseline)).toFixed(2)}x`);
  if (result.status !== 200 || ratio > 2) process.exitCode = 1;
} finally {
  await stop();
}
