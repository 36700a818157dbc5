import type { ShareLink } from "@plexwise/core";
import { Button } from "@/components/ui/button";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

function describe(link: ShareLink): string {
  const shows = [link.includeNotes ? "notes" : null, link.includeRatings ? "my ratings" : null].filter(Boolean);
  const parts = [
    `Created ${day(link.createdAt)}`,
    shows.length ? `with ${shows.join(" and ")}` : "without notes or ratings",
    link.revokedAt ? `revoked ${day(link.revokedAt)}` : link.expiresAt ? `expires ${day(link.expiresAt)}` : null,
  ];
  return parts.filter(Boolean).join(", ");
}

type Props = { links: ShareLink[]; revokingId: string | null; onRevoke: (id: string) => void };

/** The property's links: live ones can be revoked; revoked and expired ones are listed, greyed, for the record. */
export function ShareLinkList({ links, revokingId, onRevoke }: Props) {
  if (links.length === 0) return <p className="text-sm text-muted-foreground">No links yet.</p>;
  return (
    <ul aria-label="Share links" className="divide-y rounded-md border">
      {links.map((link) => (
        <li key={link.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <span className={link.active ? "" : "text-muted-foreground"}>
            {link.active ? null : <span className="font-medium">{link.revokedAt ? "Revoked. " : "Expired. "}</span>}
            {describe(link)}
          </span>
          {link.active && (
            <Button
              variant="outline"
              size="sm"
              disabled={revokingId === link.id}
              onClick={() => onRevoke(link.id)}
              aria-label={`Revoke link: ${describe(link)}`}
            >
              {revokingId === link.id ? "Revoking..." : "Revoke"}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
