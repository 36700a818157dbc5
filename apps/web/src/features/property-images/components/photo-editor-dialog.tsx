import type { PropertyImage } from "@plexwise/core";
import { ArrowLeft, ArrowRight, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/use-toast";
import { useDeleteImage, useReorderImages, useUploadImages } from "../api/images";
import { checkPhotos, moveOneStep } from "../lib/photo-rules";
import { PhotoDropZone } from "./photo-drop-zone";

type Props = { propertyId: string; images: PropertyImage[]; open: boolean; onOpenChange: (open: boolean) => void };

/** Add photos (drop or pick), delete them, and move each one step left or right; the first is the hero. */
export function PhotoEditorDialog({ propertyId, images, open, onOpenChange }: Props) {
  const { toast } = useToast();
  const upload = useUploadImages(propertyId);
  const remove = useDeleteImage(propertyId);
  const reorder = useReorderImages(propertyId);
  const busy = upload.isPending || remove.isPending || reorder.isPending;

  function onFiles(files: File[]) {
    if (files.length === 0) return;
    const problem = checkPhotos(files, images.length);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    upload.mutate(files, {
      onError: () =>
        toast({
          title: "Upload failed",
          description: "Failed to upload images. Please try again.",
          variant: "destructive",
        }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>Edit Photos</DialogTitle>
        <DialogDescription>
          {images.length} of 35 photos. The first one is the cover on My Properties.
        </DialogDescription>
        <PhotoDropZone onFiles={onFiles} disabled={busy}>
          {upload.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              Uploading...
            </p>
          )}
        </PhotoDropZone>
        <ol aria-label="Photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded-lg border" data-testid="photo-tile">
              <img
                src={image.thumbnailUrl}
                alt={`Photo ${index + 1}`}
                className="aspect-[4/3] w-full bg-muted object-cover"
              />
              <div className="flex items-center justify-between p-1">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move photo ${index + 1} left`}
                  disabled={busy || index === 0}
                  onClick={() => reorder.mutate(moveOneStep(images, index, -1))}
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Delete photo ${index + 1}`}
                  disabled={busy}
                  onClick={() => remove.mutate(image.id)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move photo ${index + 1} right`}
                  disabled={busy || index === images.length - 1}
                  onClick={() => reorder.mutate(moveOneStep(images, index, 1))}
                >
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      </DialogContent>
    </Dialog>
  );
}
