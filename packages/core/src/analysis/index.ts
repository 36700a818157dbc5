export * from "./deal-input";
export * from "./deal-figures";
export * from "./plausibility";
// The wording helpers stay internal; the number checker needs these.
export { collectFacts, numbersInText, roundTo } from "./format";
export * from "./proforma-basis";
export * from "./proforma-flags";
export * from "./proforma-verdict";
export * from "./proforma-plan";
export * from "./proforma-summary";
export * from "./proforma";
export * from "./listing-summary";
export * from "./compare-rows";
export * from "./compare-ranking";
export * from "./compare";
export * from "./comps-summary";
export * from "./neighborhood-ratings";
export * from "./neighborhood-overall";
export * from "./format-compare-value";
