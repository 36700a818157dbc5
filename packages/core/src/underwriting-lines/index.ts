export * from "./state-tax-rates";
export * from "./compare-lines";
export * from "./normalise";
export * from "./chart-of-accounts";
export * from "./noi-bridge";
