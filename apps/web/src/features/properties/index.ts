// The public surface of the properties feature: other features import from here, never from its files.
export * from "./components/property-view-page";
export * from "./components/report-download-link";
