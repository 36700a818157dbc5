import type { DocumentKind } from "@plexwise/core";

/** What a document was read as, in the list's words; every kind the server knows has one (the Record says so). */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  offering_memorandum: "Offering memorandum",
  rent_roll: "Rent roll",
  t12: "T-12",
  other: "Other",
};

export const DOCUMENT_KIND_OPTIONS = Object.entries(DOCUMENT_KIND_LABELS) as [DocumentKind, string][];
