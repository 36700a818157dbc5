// The public surface of the property-documents feature: other features import from here, never from its files.
export { DocumentsSection } from "./components/documents-section";
export { useDocuments, documentKeys } from "./api/documents";
