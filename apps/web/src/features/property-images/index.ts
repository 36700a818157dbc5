// The public surface of the property-images feature: other features import from here, never from its files.
export * from "./api/images";
export * from "./components/new-property-photos";
export * from "./components/property-media";
export * from "./lib/pending-photos";
