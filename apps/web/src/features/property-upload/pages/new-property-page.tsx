import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { NewPropertyPhotos } from "@/features/property-images";
import { DocumentDropArea } from "../components/document-drop-area";
import { ExtractionProgress } from "../components/extraction-progress";
import { RefusedFiles } from "../components/refused-files";
import { SelectedFiles } from "../components/selected-files";
import { useDocumentExtraction } from "../hooks/use-document-extraction";
import { addFiles, rejectionToast, type Rejection } from "../lib/document-rules";

/** /property/new: pick the broker's documents and extract a property from them, or enter it by hand. */
export function NewPropertyPage() {
  useDocumentTitle("First Property");
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<Rejection[]>([]);
  const { toast } = useToast();
  const { extract, cancel, progress, processing, cancellable } = useDocumentExtraction();

  function onFiles(picked: File[]) {
    const result = addFiles(files, picked);
    setFiles(result.files);
    setRefused(result.rejected);
    // One toast at a time (SPEC section 9): a rejection, which needs the user's attention, has the last word.
    if (result.added > 0) toast({ title: `${result.added} new file(s) added` });
    for (const rejection of result.rejected) toast({ ...rejectionToast(rejection), variant: "destructive" });
  }

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">First Property</h1>
        <p className="mt-1 text-muted-foreground">Please upload prop docs.</p>
      </div>
      <h2 className="-mb-3 text-sm font-semibold">Documents</h2>
      <DocumentDropArea onFiles={onFiles} disabled={processing} />
      <SelectedFiles
        files={files}
        disabled={processing}
        onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
        onClear={() => {
          setFiles([]);
          setRefused([]);
          toast({ title: "Files cleared" });
        }}
      />
      <RefusedFiles refused={refused} />
      <h2 className="-mb-3 text-sm font-semibold">Photos</h2>
      <NewPropertyPhotos disabled={processing} />
      {progress && <ExtractionProgress progress={progress} onCancel={cancellable ? () => void cancel() : undefined} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button asChild variant="outline">
          <Link href="/property/new/review">Skip &amp; Enter Manually</Link>
        </Button>
        <Button onClick={() => void extract(files)} disabled={files.length === 0 || processing}>
          {processing ? "Processing..." : "Upload & Extract"}
        </Button>
      </div>
    </section>
  );
}
