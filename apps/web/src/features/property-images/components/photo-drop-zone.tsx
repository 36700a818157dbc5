import type { ReactNode } from "react";
import { ImagePlus } from "lucide-react";
import { PHOTO_EXTENSIONS } from "@plexwise/core/limits";
import { FileDropZone } from "@/components/ui/file-drop-zone";

const ACCEPT = ["image/*", ...PHOTO_EXTENSIONS.map((ext) => `.${ext}`)].join(",");

/** The photos drop area, on New Property and in the photo editor. */
export function PhotoDropZone({
  onFiles,
  disabled = false,
  children,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <FileDropZone
      testId="photos-drop-area"
      title="Photos of the property"
      hint="JPEG, PNG, WebP or HEIC; up to 10MB each, 35 in all."
      icon={<ImagePlus className="size-7 text-muted-foreground" aria-hidden="true" />}
      accept={ACCEPT}
      inputLabel="Choose photos"
      buttonLabel="Choose Photos"
      onFiles={onFiles}
      disabled={disabled}
    >
      {children}
    </FileDropZone>
  );
}
