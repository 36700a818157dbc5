import { Building2 } from "lucide-react";
import { cn } from "@/lib/cn";

/** The Plexwise wordmark with its building icon. */
export function Logo({ className, size = "md" }: { className?: string; size?: "md" | "lg" }) {
  const large = size === "lg";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 font-bold tracking-tight text-foreground",
        large ? "text-3xl" : "text-xl",
        className,
      )}
    >
      <span
        className={cn(
          "inline-flex items-center justify-center rounded-lg bg-primary text-primary-foreground",
          large ? "size-11" : "size-8",
        )}
      >
        <Building2 className={large ? "size-6" : "size-5"} aria-hidden="true" />
      </span>
      Plexwise
    </span>
  );
}
