export * from "./contracts/index";
export * from "./limits";
