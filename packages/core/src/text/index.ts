export * from "./line-label";
