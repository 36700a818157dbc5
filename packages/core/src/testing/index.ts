export * from "./deal-arbitraries";
