import { FileUp } from "lucide-react";
import { DOCUMENT_EXTENSIONS } from "@plexwise/core/limits";
import { FileDropZone } from "@/components/ui/file-drop-zone";

const ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** The documents area of New Property: the broker's files, picked or dropped. */
export function DocumentDropArea({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  return (
    <FileDropZone
      testId="documents-drop-area"
      title="Offering memorandum, rent roll, T-12 or listing sheet"
      hint="PDF, Word, Excel, CSV or photos of pages; up to 10MB each."
      icon={<FileUp className="size-8 text-muted-foreground" aria-hidden="true" />}
      accept={ACCEPT}
      inputLabel="Choose documents"
      buttonLabel="Choose Documents"
      onFiles={onFiles}
      disabled={disabled}
    />
  );
}
