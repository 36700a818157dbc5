export * from "./state-tax-rates";
export * from "./compare-lines";
export * from "./normalise";
