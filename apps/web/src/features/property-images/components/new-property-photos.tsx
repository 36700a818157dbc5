import { useState } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { pendingPhotos } from "../lib/pending-photos";
import { checkPhotos } from "../lib/photo-rules";
import { PhotoDropZone } from "./photo-drop-zone";

/** /property/new's photos area: pictures chosen here are attached to the property once it is created. */
export function NewPropertyPhotos({ disabled }: { disabled: boolean }) {
  const [photos, setPhotos] = useState<readonly File[]>(() => pendingPhotos.peek());
  const { toast } = useToast();
  const keep = (files: File[]) => {
    pendingPhotos.set(files);
    setPhotos(files);
  };
  function onFiles(files: File[]) {
    const problem = checkPhotos(files, photos.length);
    if (problem) return toast({ ...problem, variant: "destructive" });
    keep([...photos, ...files]);
  }
  return (
    <div className="grid gap-2">
      <PhotoDropZone onFiles={onFiles} disabled={disabled} />
      {photos.length > 0 && (
        <ul aria-label="Selected photos" className="grid gap-1 text-sm">
          {photos.map((file, index) => (
            <li key={`${file.name}-${file.lastModified}-${index}`} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Remove ${file.name}`}
                onClick={() => keep(photos.filter((_, i) => i !== index))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
