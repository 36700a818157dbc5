import { useState } from "react";
import { useLocation } from "wouter";
import { useToast } from "@/components/ui/use-toast";
import { ApiError, api } from "@/lib/api-client";
import { extractStorageKey } from "@/features/property-review/lib/initial-review-form";
import { extractionErrorText, extractionToast, type ExtractionAnswer } from "../lib/extraction-outcome";
import { filesText } from "../lib/document-rules";
import { readAsDataUrl } from "../lib/read-data-url";

/**
 * Upload & Extract: read the files as data URLs, send them to the extraction call, keep the answer in session
 * storage under its trace id, and go to review with that extract id (SPEC sections 2, 4 and 8).
 */
export function useDocumentExtraction() {
  const [progress, setProgress] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const { toast } = useToast();

  async function extract(files: File[]) {
    if (files.length === 0) {
      toast({ title: "No files selected", description: "Please select one or more documents to upload.", variant: "destructive" });
      return;
    }
    try {
      setProgress(`Converting ${filesText(files.length)}...`);
      const attachments = await Promise.all(
        files.map(async (file) => ({ fileName: file.name, mimeType: file.type || "application/octet-stream", dataUrl: await readAsDataUrl(file) })),
      );
      setProgress(`Extracting property data from ${filesText(files.length)}...`);
      const answer = await api.post<ExtractionAnswer>("/api/properties/extract-from-document", { attachments });
      const extractId = answer.traceId ?? crypto.randomUUID();
      sessionStorage.setItem(extractStorageKey(extractId), JSON.stringify(answer));
      setProgress(null);
      toast(extractionToast(answer, files.length));
      navigate(`/property/new/review?extractId=${encodeURIComponent(extractId)}`);
    } catch (error) {
      setProgress(null);
      const description = error instanceof ApiError ? extractionErrorText(error.body) : "Could not process files. Please try again or enter details manually.";
      toast({ title: "Processing failed", description, variant: "destructive" });
      navigate("/property/new/review");
    }
  }

  return { extract, progress, processing: progress !== null };
}
