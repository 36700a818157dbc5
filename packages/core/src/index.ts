export * from "./contracts/index";
export * from "./limits";
export * from "./money/index";
export * from "./finance/index";
export * from "./text/index";
export * from "./analysis/index";
export * from "./underwriting-lines/index";
