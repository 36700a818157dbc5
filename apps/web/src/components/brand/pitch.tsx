import { BarChart3, GitCompareArrows, MapPin, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

export const TAGLINE = "Analyze small apartment buildings with confidence.";
export const SUBTAGLINE =
  "Upload the offering memorandum, review what was extracted, and get honest numbers in minutes.";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The three promises of the landing copy (SPEC section 1). */
export const FEATURES: readonly Feature[] = [
  {
    icon: BarChart3,
    title: "Financial analysis",
    text: "Key metrics at a glance: cap rate, cash flow, NOI and IRR, with editable income, expenses and financing.",
  },
  {
    icon: MapPin,
    title: "AI neighbourhood insights",
    text: "AI ratings of the schools, crime and jobs around each address, with a plain-language summary.",
  },
  {
    icon: GitCompareArrows,
    title: "AI property comparison",
    text: "Compare several properties side by side and let AI point out which deal stands out and why.",
  },
];

/** The feature blurbs; `headingLevel` keeps the page outline right where the list is used. */
export function FeatureList({ className, headingLevel = "h2" }: { className?: string; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ul className={cn("grid gap-4", className)}>
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <Heading className="font-semibold">{title}</Heading>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
