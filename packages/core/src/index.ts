export * from "./contracts/index";
