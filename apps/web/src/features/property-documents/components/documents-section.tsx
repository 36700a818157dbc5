import { useId, useRef } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useAddDocuments, useChangeDocumentKind, useDocuments, useRemoveDocument } from "../api/documents";
import { ACCEPTED_DOCUMENTS, fileProblem } from "../lib/document-format";
import { DocumentRow } from "./document-row";

/** The Snapshot's Documents section (issue 32): the files kept with the property, and more added from here. */
export function DocumentsSection({ propertyId }: { propertyId: string }) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const documents = useDocuments(propertyId);
  const add = useAddDocuments(propertyId);
  const changeKind = useChangeDocumentKind(propertyId);
  const remove = useRemoveDocument(propertyId);
  const { toast } = useToast();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: serverMessage(error), variant: "destructive" });

  function onFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = "";
    const problem = files.map(fileProblem).find((p) => p !== null);
    if (problem) return toast({ ...problem, variant: "destructive" });
    if (files.length === 0) return;
    add.mutate(files, {
      onSuccess: (added) => toast({ title: `${added.length} document${added.length === 1 ? "" : "s"} added` }),
      onError: failed("Upload failed"),
    });
  }

  const rows = documents.data ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          Documents
        </h2>
        <Button variant="outline" size="sm" disabled={add.isPending} onClick={() => input.current?.click()}>
          <Plus aria-hidden />
          {add.isPending ? "Uploading..." : "Add document"}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ACCEPTED_DOCUMENTS}
          aria-label="Add documents"
          onChange={(e) => onFiles(e.target.files)}
        />
      </div>
      {documents.isPending ? (
        <p className="mt-3 text-sm text-muted-foreground">Loading documents...</p>
      ) : documents.isError ? (
        <p className="mt-3 text-sm text-destructive">The documents could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          No documents yet. The files you upload on New Property, or add here, are kept with the property.
        </p>
      ) : (
        <ul className="mt-1 divide-y" aria-label="Documents">
          {rows.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              busy={changeKind.isPending || remove.isPending}
              onKind={(kind) =>
                changeKind.mutate({ documentId: document.id, kind }, { onError: failed("Could not change the kind") })
              }
              onRemove={() =>
                remove.mutate(document.id, {
                  onSuccess: () => toast({ title: "Document removed" }),
                  onError: failed("Could not remove the document"),
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
