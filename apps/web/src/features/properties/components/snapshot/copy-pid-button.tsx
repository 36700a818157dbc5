import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { copyToClipboard } from "@/lib/copy-to-clipboard";

export function CopyPidButton({ parcelNumber }: { parcelNumber: string }) {
  const { toast } = useToast();
  async function onCopy() {
    if (await copyToClipboard(parcelNumber)) {
      toast({ title: "PID copied to clipboard" });
      return;
    }
    toast({ title: "Copy not available", description: "Select the parcel number and copy it manually." });
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 shrink-0 text-muted-foreground"
      aria-label="Copy PID"
      onClick={() => void onCopy()}
    >
      <Copy aria-hidden="true" />
    </Button>
  );
}
