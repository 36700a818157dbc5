export * from "./property-totals";
