import { useId, type ReactNode } from "react";
import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown } from "lucide-react";

type Props = {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
  /** Shown beside the title, open or closed (e.g. a subtotal). */ summary?: ReactNode;
};

/** A card whose heading is a disclosure button (aria-expanded); closed content is not rendered. */
export function CollapsibleSection({ title, defaultOpen = false, children, summary }: Props) {
  const headingId = useId();
  return (
    <Collapsible.Root defaultOpen={defaultOpen} asChild>
      <section aria-labelledby={headingId} className="rounded-xl border bg-card shadow-sm">
        <h2 id={headingId} className="text-base font-semibold">
          <Collapsible.Trigger className="group flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <span>{title}</span>
            {summary !== undefined && <span className="ml-auto tabular-nums">{summary}</span>}
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content className="border-t px-4 py-3">{children}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
