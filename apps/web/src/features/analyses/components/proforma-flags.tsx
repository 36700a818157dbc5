import type { ProformaFlag } from "@plexwise/core";
import { cn } from "@/lib/cn";

const SEVERITY: Record<ProformaFlag["severity"], { label: string; className: string }> = {
  high: { label: "High", className: "bg-red-100 text-red-800" },
  medium: { label: "Medium", className: "bg-amber-100 text-amber-900" },
  low: { label: "Low", className: "bg-slate-100 text-slate-700" },
};

/** What the pro-forma got wrong or left out, each with its severity and the numbers that raised it. */
export function ProformaFlags({ flags }: { flags: ProformaFlag[] }) {
  if (flags.length === 0) return <p className="text-muted-foreground">No flags raised.</p>;
  return (
    <ul className="grid gap-2">
      {flags.map((flag, i) => (
        <li key={`${flag.code}-${i}`} data-severity={flag.severity} className="rounded-lg border p-2.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", SEVERITY[flag.severity].className)}>
              {SEVERITY[flag.severity].label}
              <span className="sr-only"> severity</span>
            </span>
            {flag.title}
          </p>
          <p className="mt-1 text-muted-foreground">{flag.reason}</p>
        </li>
      ))}
    </ul>
  );
}
