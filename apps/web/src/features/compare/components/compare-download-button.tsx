import { useState } from "react";
import type { CompareRequest } from "@plexwise/core";
import { Button } from "@/components/ui/button";
import { apiPostForFile, serverMessage } from "@/lib/api-client";

/** The comparison on screen as a PDF (POST /api/compare/report.pdf with the same request), saved by the browser. */
export function CompareDownloadButton({ request }: { request: CompareRequest }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setPending(true);
    setError(null);
    try {
      const url = URL.createObjectURL(await apiPostForFile("/api/compare/report.pdf", request));
      const link = Object.assign(document.createElement("a"), { href: url, download: "plexwise-comparison.pdf" });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(serverMessage(failure));
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {error && (
        <p role="alert" className="text-sm text-destructive">
          Couldn&apos;t make the PDF: {error}
        </p>
      )}
      <Button variant="outline" size="sm" disabled={pending} onClick={() => void download()}>
        {pending ? "Making the PDF…" : "Download PDF"}
      </Button>
    </div>
  );
}
