// React 19 has useSyncExternalStore; the `use-sync-external-store/shim` package that wouter imports is its
// polyfill for React 17 and older. The build points that import here (vite.config.ts), sparing the polyfill's bytes
// on every first load.
export { useSyncExternalStore } from "react";
