import { cn } from "@/lib/cn";
import { verdictTone, type VerdictTone } from "../lib/verdict-tone";

const STYLES: Record<VerdictTone, string> = {
  buy: "border-green-300 bg-green-100 text-green-800",
  avoid: "border-red-300 bg-red-100 text-red-800",
  other: "border-amber-300 bg-amber-100 text-amber-900",
};

/** A verdict in one of its three looks (SPEC section 4); data-verdict names the look: buy, avoid or other. */
export function VerdictBadge({ verdict, className }: { verdict: string; className?: string }) {
  const tone = verdictTone(verdict);
  return (
    <span
      data-testid="verdict-badge"
      data-verdict={tone}
      className={cn(
        "inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold",
        STYLES[tone],
        className,
      )}
    >
      {verdict.trim() || "Review"}
    </span>
  );
}
