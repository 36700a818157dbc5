export * from "./property-totals";
export * from "./loan";
export * from "./cash-flows";
export * from "./analyze-deal";
export * from "./sensitivity";
export * from "./breakdown";
export * from "./down-payment";
