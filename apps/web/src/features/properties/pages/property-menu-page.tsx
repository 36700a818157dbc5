import { ChevronRight, LayoutDashboard, Settings, TrendingUp } from "lucide-react";
import { Link, useParams } from "wouter";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PropertyLoader } from "../components/property-loader";
import { propertyLabel } from "@/shared/property-name";

const LINKS = [
  { view: "snapshot", label: "Dashboard", icon: LayoutDashboard },
  { view: "financials", label: "Financials", icon: TrendingUp },
  { view: "settings", label: "Settings", icon: Settings },
] as const;

/** The property's own menu: its views and its settings. */
export function PropertyMenuPage() {
  useDocumentTitle("Menu");
  const { id } = useParams<{ id: string }>();
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-6 sm:px-6 sm:py-8">
      <PropertyLoader id={id}>
        {(property) => (
          <>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{propertyLabel(property)}</h1>
            <nav aria-label="Property" className="mt-6">
              <ul className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm">
                {LINKS.map(({ view, label, icon: Icon }) => (
                  <li key={view}>
                    <Link
                      href={`/property/${property.id}/${view}`}
                      className="flex items-center gap-3 px-4 py-4 font-medium hover:bg-brand-soft focus-visible:bg-brand-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                    >
                      <Icon className="size-5 text-primary" aria-hidden="true" />
                      <span className="flex-1">{label}</span>
                      <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
      </PropertyLoader>
    </section>
  );
}
