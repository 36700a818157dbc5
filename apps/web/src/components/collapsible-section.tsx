import { useId, useState, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";

type Props = {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
  /** Shown beside the title, open or closed (e.g. a subtotal). */ summary?: ReactNode;
};

/**
 * A card whose heading is a disclosure button (aria-expanded, aria-controls); closed content is not rendered.
 * A plain button and state rather than Radix's Collapsible: that one measures its content on every render (for a
 * height animation we do not use), which forced the browser to lay out the page once per section while it loaded.
 */
export function CollapsibleSection({ title, defaultOpen = false, children, summary }: Props) {
  const headingId = useId();
  const contentId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const state = open ? "open" : "closed";
  return (
    <section aria-labelledby={headingId} data-state={state} className="rounded-xl border bg-card shadow-sm">
      <h2 id={headingId} className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          data-state={state}
          onClick={() => setOpen((was) => !was)}
          className="group flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span>{title}</span>
          {summary !== undefined && <span className="ml-auto tabular-nums">{summary}</span>}
          <ChevronDown
            className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={contentId} data-state={state} hidden={!open} className="border-t px-4 py-3">
        {open && children}
      </div>
    </section>
  );
}
