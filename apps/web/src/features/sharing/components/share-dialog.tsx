import { useId, useState, type FormEvent } from "react";
import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { copyToClipboard } from "@/lib/copy-to-clipboard";
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from "../api/share-links";
import { ShareLinkList } from "./share-link-list";

/** The end of the chosen day, in the owner's time zone, as the API's ISO date-time. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Snapshot's Share button: makes a read-only link to the property, copies it, lists and revokes the links. */
export function ShareDialog({ propertyId }: { propertyId: string }) {
  const [open, setOpen] = useState(false);
  const [includeNotes, setIncludeNotes] = useState(false);
  const [includeRatings, setIncludeRatings] = useState(false);
  const [expiresOn, setExpiresOn] = useState("");
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const links = useShareLinks(propertyId, open);
  const create = useCreateShareLink(propertyId);
  const revoke = useRevokeShareLink(propertyId);
  const { toast } = useToast();
  const ids = { notes: useId(), ratings: useId(), expiry: useId(), url: useId() };

  function onCreate(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { includeNotes, includeRatings, expiresAt: expiresOn ? endOfDay(expiresOn) : null },
      {
        onSuccess: (link) => setCreatedUrl(link.url),
        onError: (error) =>
          toast({ title: "Couldn't create the link", description: serverMessage(error), variant: "destructive" }),
      },
    );
  }

  async function onCopy(url: string) {
    const copied = await copyToClipboard(url);
    toast(
      copied ? { title: "Link copied" } : { title: "Copy not available", description: "Select the link and copy it." },
    );
  }

  function onRevoke(linkId: string) {
    revoke.mutate(linkId, {
      onSuccess: () => toast({ title: "Link revoked" }),
      onError: (error) =>
        toast({ title: "Couldn't revoke the link", description: serverMessage(error), variant: "destructive" }),
    });
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setCreatedUrl(null);
        }}
      >
        <DialogContent>
          <DialogTitle>Share a read-only link</DialogTitle>
          <DialogDescription>
            Anyone with the link sees this property&apos;s Snapshot and Financials without signing in, and can change
            nothing. Your notes and ratings stay private unless you include them.
          </DialogDescription>
          <form onSubmit={onCreate} className="grid gap-3">
            <div className="flex items-center gap-2">
              <input
                id={ids.notes}
                type="checkbox"
                className="size-4 accent-primary"
                checked={includeNotes}
                onChange={(e) => setIncludeNotes(e.target.checked)}
              />
              <Label htmlFor={ids.notes}>Include my notes</Label>
            </div>
            <div className="flex items-center gap-2">
              <input
                id={ids.ratings}
                type="checkbox"
                className="size-4 accent-primary"
                checked={includeRatings}
                onChange={(e) => setIncludeRatings(e.target.checked)}
              />
              <Label htmlFor={ids.ratings}>Include my ratings</Label>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.expiry}>Expires on (optional)</Label>
              <Input
                id={ids.expiry}
                type="date"
                min={tomorrow()}
                value={expiresOn}
                onChange={(e) => setExpiresOn(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create link"}
            </Button>
          </form>
          {createdUrl && (
            <div className="grid gap-1">
              <Label htmlFor={ids.url}>Your link (shown once: copy it now)</Label>
              <div className="flex gap-2">
                <Input id={ids.url} readOnly value={createdUrl} onFocus={(e) => e.target.select()} />
                <Button type="button" variant="outline" onClick={() => void onCopy(createdUrl)}>
                  Copy link
                </Button>
              </div>
            </div>
          )}
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">Links to this property</h3>
            {links.isPending ? (
              <p className="text-sm text-muted-foreground">Loading links...</p>
            ) : links.isError ? (
              <p className="text-sm text-destructive">{serverMessage(links.error)}</p>
            ) : (
              <ShareLinkList
                links={links.data}
                revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
                onRevoke={onRevoke}
              />
            )}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
