// The public surface of the financials feature: other features import from here, never from its files.
export * from "./components/read-only-financials";
