// A V8 CPU profile (node --cpu-prof, e.g. from `npm run bench:api -- --profile DIR`) as a flame graph in SVG, and
// the functions with the most self time as text. Only the serving is shown: samples before the first HTTP request
// the server parsed (start-up: loading modules, migrating) are left out. Idle time is left out of the graph and
// reported as a share.
// Usage: node --import tsx bench/flame-graph.ts PROFILE.cpuprofile OUT.svg [title]
import fs from "node:fs";
import path from "node:path";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };
type Frame = { name: string; self: number; total: number; children: Map<string, Frame> };

const IDLE = new Set(["(idle)", "(root)"]);
const [input = "", output = "", title = path.basename(input)] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(input, "utf8")) as Profile;

/** "fn file:line" with the path cut to what tells the reader where it is (the package, or our source). */
function label({ functionName, url, lineNumber }: CallFrame): string {
  const name = functionName || "(anonymous)";
  if (!url) return name;
  const file = url.replace(/^file:\/\//, "");
  const modules = file.lastIndexOf("node_modules/");
  const short = modules >= 0 ? file.slice(modules + 13) : file.replace(/^.*\/(apps|packages|node:)/, "$1");
  return `${name} ${short}:${lineNumber + 1}`;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
function inRequest(id: number): boolean {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
    if (byId.get(at)?.callFrame.functionName === "parserOnIncoming") return true;
  return false;
}
const firstRequest = Math.max(0, profile.samples.findIndex(inRequest));

// Self time per node: the sampling interval of each sample, charged to the node it landed in.
const selfMs = new Map<number, number>();
let totalMs = 0;
profile.samples.forEach((id, i) => {
  if (i < firstRequest) return;
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  selfMs.set(id, (selfMs.get(id) ?? 0) + ms);
  totalMs += ms;
});

/** The call tree with frames of the same label merged among siblings. */
function build(node: ProfileNode, into: Frame) {
  for (const childId of node.children ?? []) {
    const child = byId.get(childId);
    if (!child || child.callFrame.functionName === "(idle)") continue;
    const name = label(child.callFrame);
    let frame = into.children.get(name);
    if (!frame) into.children.set(name, (frame = { name, self: 0, total: 0, children: new Map() }));
    frame.self += selfMs.get(child.id) ?? 0;
    build(child, frame);
  }
}
const sumTotals = (frame: Frame): number =>
  (frame.total = frame.self + [...frame.children.values()].reduce((t, c) => t + sumTotals(c), 0));

const root: Frame = { name: "all busy time", self: 0, total: 0, children: new Map() };
const first = profile.nodes[0];
if (first) build(first, root);
const busyMs = sumTotals(root);

// The graph: the root at the bottom, callees above; width is time. Frames under 0.1% of busy time are not drawn.
const WIDTH = 1200;
const ROW = 16;
const rects: string[] = [];
let depth = 0;
function draw(frame: Frame, x: number, level: number) {
  const width = (frame.total / busyMs) * WIDTH;
  if (width < WIDTH / 1000) return;
  depth = Math.max(depth, level);
  rects.push(rect(frame, x, level, width));
  let childX = x;
  for (const child of [...frame.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    draw(child, childX, level + 1);
    childX += (child.total / busyMs) * WIDTH;
  }
}
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function rect(frame: Frame, x: number, level: number, width: number) {
  const pct = ((frame.total / busyMs) * 100).toFixed(1);
  // A warm colour from the label, so the same function has the same colour in every graph.
  let hash = 0;
  for (const c of frame.name) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const fill =
    frame.name.includes("/apps/") || frame.name.includes("packages/")
      ? "#6cb4e4"
      : `hsl(${20 + (hash % 40)},85%,${55 + (hash % 15)}%)`;
  const chars = Math.floor((width - 4) / 6.5);
  const text = chars > 3 ? frame.name.slice(0, chars) : "";
  return `<g data-level="${level}"><title>${escape(frame.name)}: ${frame.total.toFixed(0)} ms (${pct}%), self ${frame.self.toFixed(0)} ms</title><rect x="${x.toFixed(2)}" y="LEVEL${level}" width="${width.toFixed(2)}" height="${ROW - 1}" fill="${fill}" rx="2"/><text x="${(x + 3).toFixed(2)}" y="TEXT${level}" font-size="11">${escape(text)}</text></g>`;
}
draw(root, 0, 0);
const height = (depth + 1) * ROW + 40;
const body = rects
  .join("\n")
  .replace(/LEVEL(\d+)/g, (_, level: string) => String(height - (Number(level) + 1) * ROW))
  .replace(/TEXT(\d+)/g, (_, level: string) => String(height - Number(level) * ROW - 4));
const idlePct = ((1 - busyMs / totalMs) * 100).toFixed(0);
fs.writeFileSync(
  output,
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace">
<rect width="100%" height="100%" fill="#fff"/>
<text x="4" y="16" font-size="13">${escape(title)}: ${busyMs.toFixed(0)} ms busy of ${totalMs.toFixed(0)} ms (${idlePct}% idle). Our code in blue; hover a frame for its time.</text>
${body}
</svg>
`,
);

// Self time by function, over the whole profile.
const self = new Map<string, number>();
for (const node of profile.nodes) {
  if (IDLE.has(node.callFrame.functionName)) continue;
  const name = label(node.callFrame);
  self.set(name, (self.get(name) ?? 0) + (selfMs.get(node.id) ?? 0));
}
/** Where a frame's code comes from: a package, PGlite's PostgreSQL (WebAssembly), our code, Node, or native. */
function origin({ functionName, url }: CallFrame): string {
  if (url.startsWith("wasm://")) return "PostgreSQL in WebAssembly (PGlite)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [scope = "", name = ""] = url.slice(modules + 13).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  if (url.includes("/apps/") || url.includes("/packages/")) return "our code (server and core)";
  if (url.startsWith("node:")) return "Node.js (http, streams, timers)";
  if (functionName === "(garbage collector)") return "garbage collector";
  return "native (system calls: writev, fstat...)";
}
const byOrigin = new Map<string, number>();
for (const node of profile.nodes) {
  if (IDLE.has(node.callFrame.functionName)) continue;
  const key = origin(node.callFrame);
  byOrigin.set(key, (byOrigin.get(key) ?? 0) + (selfMs.get(node.id) ?? 0));
}
console.log(`${title}: ${busyMs.toFixed(0)} ms busy of ${totalMs.toFixed(0)} ms; self time by origin:`);
for (const [name, ms] of [...byOrigin.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8))
  console.log(`  ${((ms / busyMs) * 100).toFixed(1).padStart(5)}%  ${name}`);
console.log("top self time by function:");
for (const [name, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${((ms / busyMs) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
