import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildReferenceData, filesOf } from "./build/build-all";
import { REFERENCE_DATA_DIR } from "./store";

/**
 * `npm run data:build`: rebuilds apps/server/reference-data/*.json.gz from shared/datasets (the folder beside the
 * repository, or DATASETS_DIR). The output is deterministic: same inputs, same bytes.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../../..");
const datasetsDir = process.argv[2] ?? path.resolve(repoRoot, "../shared/datasets");

const { data, inputRows, stats } = buildReferenceData(datasetsDir);
fs.mkdirSync(REFERENCE_DATA_DIR, { recursive: true });
for (const [file, contents] of filesOf(data)) {
  const bytes = gzipSync(JSON.stringify(contents), { level: 9 });
  fs.writeFileSync(path.join(REFERENCE_DATA_DIR, file), bytes);
  console.log(`${file}: ${contents.rows.length} rows, ${(bytes.length / 1024).toFixed(0)} KiB`);
}
console.log("input rows:", inputRows);
console.log("rent baselines:", stats);
