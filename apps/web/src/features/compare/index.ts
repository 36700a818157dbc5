// The public surface of the compare feature: other features import from here, never from its files.
export * from "./components/compare-bar";
export * from "./lib/compare-ids";
