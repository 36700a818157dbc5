import { lazy, Suspense, useState } from "react";
import { Eye } from "lucide-react";
import type { PropertyDocument } from "@plexwise/core";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

// pdf.js and the viewer arrive only when a document is first opened.
const DocumentViewer = lazy(() => import("./document-viewer"));

/** A View button and the sheet it opens: full screen on a phone, a wide panel on a laptop. PDFs only, for now. */
export function DocumentViewerSheet({ document, page }: { document: PropertyDocument; page?: number }) {
  const [open, setOpen] = useState(false);
  if (document.mimeType !== "application/pdf") return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="icon" aria-label={`View ${document.fileName}`} onClick={() => setOpen(true)}>
        <Eye aria-hidden />
      </Button>
      {open ? (
        <DialogContent className="h-full max-h-none w-full max-w-none rounded-none sm:h-auto sm:max-h-[calc(100%-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-4xl sm:rounded-xl">
          <DialogTitle className="truncate pr-8">{document.fileName}</DialogTitle>
          <DialogDescription className="sr-only">The document, page by page.</DialogDescription>
          <Suspense fallback={<p className="text-sm text-muted-foreground">Opening...</p>}>
            <DocumentViewer url={document.url} fileName={document.fileName} initialPage={page} />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
