// Typed fixtures shared by the unit, API and end-to-end tests (never imported by the app itself).
export * from "./api-fixtures";
export * from "./buildings";
export * from "./deal-arbitraries";
export * from "./document-totals-arbitraries";
