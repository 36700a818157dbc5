// A worker thread does not inherit the tsx loader on Node 20, so from source (Vitest, `node --import tsx`) this
// plain-JS entry registers it before loading the TypeScript thread (as extraction/worker-entry.mjs does). The
// production build compiles the thread to dist/report-thread.js instead.
import { register } from "tsx/esm/api";

register();
const thread = await import("./render-thread.ts");
export default thread.default;
