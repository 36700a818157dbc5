import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/use-toast";
import { useTransientFlag } from "@/hooks/use-transient-flag";
import { copyToClipboard } from "@/lib/copy-to-clipboard";

/** SPEC section 9: the check mark stays for 2 seconds after copying. */
const COPIED_MS = 2000;

export function ResetLinkResult({ resetLink, onBackToLogin }: { resetLink: string; onBackToLogin: () => void }) {
  const [copied, markCopied] = useTransientFlag(COPIED_MS);
  const { toast } = useToast();

  async function onCopy() {
    if (await copyToClipboard(resetLink)) {
      markCopied();
      return;
    }
    // No clipboard access (e.g. plain http): select the text so the user can copy it by hand.
    const input = document.getElementById("reset-link");
    if (input instanceof HTMLInputElement) input.select();
    toast({ title: "Copy not available", description: "Select the link and copy it manually." });
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="reset-link">Reset link</Label>
        <div className="flex gap-2">
          <Input
            id="reset-link"
            aria-label="Reset link"
            readOnly
            value={resetLink}
            onFocus={(e) => e.target.select()}
            textClassName="font-mono text-xs"
          />
          <Button variant="outline" size="icon" aria-label="Copy reset link" onClick={() => void onCopy()}>
            {copied ? <Check className="text-primary" aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {copied ? "Copied to clipboard. " : ""}This link will expire in 1 hour.
        </p>
      </div>
      <Button className="w-full" onClick={onBackToLogin}>
        Back to Login
      </Button>
    </div>
  );
}
