export * from "./parse-money";
export * from "./format-money";
export * from "./number-format";
