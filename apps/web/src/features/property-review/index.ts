// The public surface of the property-review feature: other features import from here, never from its files.
export * from "./components/extraction-notices-panel";
export * from "./components/missing-stats-form";
export * from "./components/review-property-form";
export * from "./lib/extraction-notices";
export * from "./lib/initial-review-form";
export * from "./lib/missing-stats";
