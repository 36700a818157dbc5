import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { ExtractionJob } from "@plexwise/core";
import { useToast } from "@/components/ui/use-toast";
import { ApiError, api, serverMessage } from "@/lib/api-client";
import { extractStorageKey } from "@/features/property-review";
import { extractionErrorText, extractionToast, type ExtractionAnswer } from "../lib/extraction-outcome";
import { filesText } from "../lib/document-rules";
import { type EstimateStart, secondsLeft, timeLeftText } from "../lib/extraction-estimate";
import { extractionProgressShare, extractionProgressText } from "../lib/extraction-progress";
import { readAsDataUrl } from "@/lib/read-data-url";

const POLL_MS = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The line the screen shows, the bar's share (null: no bar value yet) and the time left, once it can be told. */
export type ExtractionProgressState = { text: string; share: number | null; timeLeft?: string | null };

/**
 * Upload & Extract: read the files as data URLs and send them as an extraction job; follow the job's progress
 * (file i of N, page p of P, OCR) until it ends; keep the answer in session storage under its trace id and go to
 * review with that extract id (SPEC sections 2, 4 and 8). A job can be cancelled, and is when the page is left.
 */
export function useDocumentExtraction() {
  const [progress, setProgress] = useState<ExtractionProgressState | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const stopped = useRef(false);
  const [, navigate] = useLocation();
  const { toast } = useToast();

  // Leaving the page stops the job: its answer would have nowhere to go.
  const running = useRef<string | null>(null);
  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
      if (running.current) void api.post(`/api/extraction-jobs/${running.current}/cancel`).catch(() => undefined);
    };
  }, []);

  async function follow(job: ExtractionJob, fileBytes: readonly number[]): Promise<ExtractionJob> {
    let current = job;
    let start: EstimateStart | null = null;
    while (!stopped.current && (current.status === "queued" || current.status === "running")) {
      const share = current.progress ? extractionProgressShare(current, fileBytes) : null;
      if (share !== null && start === null) start = { atMs: Date.now(), share };
      setProgress({
        text: extractionProgressText(current, fileBytes.length),
        share,
        timeLeft: share === null ? null : timeLeftText(secondsLeft(start, share, Date.now())),
      });
      await sleep(POLL_MS);
      current = await api.get<ExtractionJob>(`/api/extraction-jobs/${job.id}`);
    }
    return current;
  }

  function finish() {
    running.current = null;
    setJobId(null);
    setProgress(null);
  }

  async function extract(files: File[]) {
    if (files.length === 0) {
      toast({
        title: "No files selected",
        description: "Please select one or more documents to upload.",
        variant: "destructive",
      });
      return;
    }
    try {
      setProgress({ text: `Converting ${filesText(files.length)}...`, share: null });
      const attachments = await Promise.all(
        files.map(async (file) => ({
          fileName: file.name,
          mimeType: file.type || "application/octet-stream",
          dataUrl: await readAsDataUrl(file),
        })),
      );
      setProgress({ text: `Extracting property data from ${filesText(files.length)}...`, share: null });
      const submitted = await api.post<ExtractionJob>("/api/extraction-jobs", { attachments });
      running.current = submitted.id;
      setJobId(submitted.id);
      const job = await follow(
        submitted,
        files.map((file) => file.size),
      );
      finish();
      if (job.status === "cancelled" || stopped.current) return;
      if (job.status === "failed" || !job.result) throw new Error(job.error ?? "Extraction failed");
      const answer = job.result as ExtractionAnswer;
      const extractId = job.result.traceId;
      sessionStorage.setItem(extractStorageKey(extractId), JSON.stringify(answer));
      toast(extractionToast(answer, files.length));
      navigate(`/property/new/review?extractId=${encodeURIComponent(extractId)}`);
    } catch (error) {
      finish();
      if (stopped.current) return;
      const description =
        error instanceof ApiError
          ? extractionErrorText(error.body)
          : error instanceof Error
            ? error.message
            : "Could not process files. Please try again or enter details manually.";
      toast({ title: "Processing failed", description, variant: "destructive" });
      navigate("/property/new/review");
    }
  }

  /** Stops the running job; the files stay selected so the person can change them and start again. */
  async function cancel() {
    const id = running.current;
    if (!id) return;
    try {
      await api.post<ExtractionJob>(`/api/extraction-jobs/${id}/cancel`);
      toast({ title: "Extraction cancelled", description: "Your files are still selected." });
    } catch (error) {
      // 409: it finished first, and its answer is on its way.
      if (!(error instanceof ApiError && error.status === 409))
        toast({ title: "Could not cancel", description: serverMessage(error), variant: "destructive" });
    }
  }

  return { extract, cancel, progress, processing: progress !== null, cancellable: jobId !== null };
}
