// A worker thread does not inherit the tsx loader on Node 20 (even with `--import tsx` in execArgv), so
// this plain-JS entry registers it before loading the TypeScript worker. Works under vitest and `node --import tsx`.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
