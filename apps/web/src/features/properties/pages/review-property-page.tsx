import { useState } from "react";
import { useSearch } from "wouter";
import { useDocumentTitle } from "@/hooks/use-document-title";
import {
  ExtractionNoticesPanel,
  ReviewPropertyForm,
  extractionNotices,
  initialReviewForm,
} from "@/features/property-review";

function readSessionStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked (privacy mode): start from an empty form
  }
}

/** /property/new/review: check what was extracted (or type it in), then create the property. */
export function ReviewPropertyPage() {
  useDocumentTitle("Review Property");
  const search = useSearch();
  // Read the prefill once: later changes to the URL must not reset what the user has typed.
  const [initial] = useState(() => () => initialReviewForm(search, readSessionStorage));
  const [notices] = useState(() => extractionNotices(search, readSessionStorage));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Review Property</h1>
      <p className="mt-1 mb-6 text-muted-foreground">
        Check the extracted details, fill in anything missing, then create the property.
      </p>
      <ExtractionNoticesPanel notices={notices} />
      <ReviewPropertyForm initial={initial} />
    </div>
  );
}
