import type { DocumentKind, PropertyDocument } from "@plexwise/core";
import { Download, FileText, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDay, formatSize } from "../lib/document-format";
import { DOCUMENT_KIND_OPTIONS } from "../lib/document-kinds";
import { DocumentViewerSheet } from "./document-viewer-sheet";

type Props = {
  document: PropertyDocument;
  busy: boolean;
  onKind: (kind: DocumentKind) => void;
  onRemove: () => void;
};

/** One kept document: its name (a download), kind, pages, size and date; the kind can be changed, the file removed. */
export function DocumentRow({ document, busy, onKind, onRemove }: Props) {
  const pages = document.pages === null ? null : `${document.pages} page${document.pages === 1 ? "" : "s"}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="document-row">
      <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <a
          className="block truncate font-medium underline-offset-2 hover:underline"
          href={document.url}
          download={document.fileName}
        >
          {document.fileName}
        </a>
        <p className="text-sm text-muted-foreground">
          {[pages, formatSize(document.bytes), formatDay(document.createdAt)].filter(Boolean).join(" · ")}
        </p>
      </div>
      <select
        aria-label={`Kind of ${document.fileName}`}
        className="h-9 rounded-md border bg-background px-2 text-sm"
        value={document.kind}
        disabled={busy}
        onChange={(e) => onKind(e.target.value as DocumentKind)}
      >
        {DOCUMENT_KIND_OPTIONS.map(([kind, label]) => (
          <option key={kind} value={kind}>
            {label}
          </option>
        ))}
      </select>
      <DocumentViewerSheet document={document} />
      <Button asChild variant="ghost" size="icon" aria-label={`Download ${document.fileName}`}>
        <a href={document.url} download={document.fileName}>
          <Download aria-hidden />
        </a>
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Remove ${document.fileName}`} disabled={busy} onClick={onRemove}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}
