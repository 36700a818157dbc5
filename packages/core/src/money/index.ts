export * from "./parse-money";
export * from "./format-money";
