import { useEffect, type ReactNode } from "react";
import type { Property, SharedView } from "@plexwise/core";
import { formatListPrice } from "@plexwise/core/money";
import { FileDown, SearchX } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "@/components/brand/logo";
import { PlausibilityFindings } from "@/components/plausibility-findings";
import { PageSpinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { propertyTitle } from "@/shared/property-name";
import { useSharedView } from "../api/shared-view";
import { SHARED_FIGURES_TITLE, sharedFiguresToCheck } from "../lib/shared-figures";
import { propertyOfSharedView } from "../lib/shared-property";

export type SharedTab = "snapshot" | "financials";

/** The page's own robots and referrer meta tags (the server's HTML has them too, and the headers say the same). */
function useNoIndexMeta() {
  useEffect(() => {
    const added = [
      ["robots", "noindex"],
      ["referrer", "no-referrer"],
    ].flatMap(([name, content]) => {
      if (document.head.querySelector(`meta[name="${name}"]`)) return [];
      const meta = document.createElement("meta");
      meta.name = name ?? "";
      meta.content = content ?? "";
      document.head.append(meta);
      return [meta];
    });
    return () => added.forEach((meta) => meta.remove());
  }, []);
}

/** What a dead link shows: no property, no way into anyone's account. */
export function InvalidLink() {
  return (
    <div className="mx-auto mt-16 max-w-md rounded-xl border bg-card p-6 text-center shadow-sm">
      <SearchX className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-bold">This link is not valid or has been revoked</h1>
      <p className="mt-2 text-sm text-muted-foreground">Ask the person who shared it for a new link.</p>
    </div>
  );
}

const cityLine = (p: Property) => [p.city, [p.state, p.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");

function TabLink({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={
        current
          ? "rounded-md bg-background px-3 py-1.5 text-center text-sm font-medium shadow-sm"
          : "rounded-md px-3 py-1.5 text-center text-sm font-medium text-muted-foreground hover:text-foreground"
      }
    >
      {children}
    </Link>
  );
}

type Props = { token: string; tab: SharedTab; children: (property: Property, view: SharedView) => ReactNode };

/** A shared link's page: the property's name and address, Snapshot / Financials, and the view; nothing to edit. */
export function SharedFrame({ token, tab, children }: Props) {
  useNoIndexMeta();
  useDocumentTitle(tab === "snapshot" ? "Shared property" : "Shared property: Financials");
  const state = useSharedView(token);
  const base = `/s/${encodeURIComponent(token)}`;
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <span className="text-sm text-muted-foreground">Read-only shared property</span>
        </div>
      </header>
      {state.status === "loading" ? (
        <PageSpinner />
      ) : state.status === "invalid" ? (
        <InvalidLink />
      ) : state.status === "error" ? (
        <p role="alert" className="px-4 py-16 text-center text-muted-foreground">
          Couldn&apos;t load the property: {state.message}
        </p>
      ) : (
        <SharedBody view={state.view} base={base} tab={tab}>
          {children}
        </SharedBody>
      )}
    </div>
  );
}

function SharedBody({
  view,
  base,
  tab,
  children,
}: {
  view: SharedView;
  base: string;
  tab: SharedTab;
  children: Props["children"];
}) {
  const property = propertyOfSharedView(view);
  return (
    <main className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:px-6 sm:py-8">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
          {propertyTitle(property)}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {[property.address, cityLine(property)].filter(Boolean).join(", ")}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm font-medium">
          <span className="tabular-nums">{formatListPrice(property.price)}</span>
          <span className="tabular-nums">
            {property.unitCount} {property.unitCount === 1 ? "unit" : "units"}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Views" className="grid w-full grid-cols-2 rounded-lg bg-muted p-1 sm:w-72">
          <TabLink href={base} current={tab === "snapshot"}>
            Snapshot
          </TabLink>
          <TabLink href={`${base}/financials`} current={tab === "financials"}>
            Financials
          </TabLink>
        </nav>
        {view.reportUrl && (
          <a
            href={view.reportUrl}
            download
            className="inline-flex h-9 items-center gap-2 rounded-md border bg-background px-3 text-sm font-medium shadow-sm hover:bg-accent"
          >
            <FileDown className="size-4" aria-hidden="true" />
            Download report (PDF)
          </a>
        )}
      </div>
      {/* The guard's findings, as the owner's Financials and the report show them: a shared deal never hides them. */}
      <PlausibilityFindings findings={sharedFiguresToCheck(view)} title={SHARED_FIGURES_TITLE} />
      {children(property, view)}
    </main>
  );
}
