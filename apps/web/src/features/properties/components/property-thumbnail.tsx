import { Building2 } from "lucide-react";
import { cn } from "@/lib/cn";

/** The hero photo when there is one, else a building icon tile; decorative, the name sits beside it. */
export function PropertyThumbnail({ heroUrl, className }: { heroUrl: string | null; className?: string }) {
  const frame = cn("size-12 shrink-0 overflow-hidden rounded-md", className);
  if (heroUrl)
    return <img src={heroUrl} alt="" loading="lazy" decoding="async" className={cn(frame, "object-cover")} />;
  return (
    <div className={cn(frame, "flex items-center justify-center bg-accent text-accent-foreground")} aria-hidden="true">
      <Building2 className="size-1/2" />
    </div>
  );
}
