// The public surface of the sharing feature: other features import from here, never from its files.
export * from "./components/share-dialog";
