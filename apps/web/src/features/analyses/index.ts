// The public surface of the analyses feature: other features import from here, never from its files.
export * from "./api/use-property-analyses";
export * from "./api/use-run-analysis";
export * from "./api/use-run-comps";
export * from "./api/use-stored-comps";
export * from "./components/analysis-section";
export * from "./components/comps-view";
export * from "./components/listing-summary-view";
export * from "./components/neighborhood-view";
export * from "./components/proforma-view";
export * from "./hooks/use-comps-auto-run";
export * from "./lib/ai-rating";
export * from "./lib/rent-baseline";
