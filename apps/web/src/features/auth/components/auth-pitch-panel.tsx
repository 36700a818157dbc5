import { FeatureList, SUBTAGLINE, TAGLINE } from "@/components/brand/pitch";

/** The side panel of /auth on wide screens, repeating the landing pitch. */
export function AuthPitchPanel() {
  return (
    <aside aria-label="Why Plexwise" className="hidden bg-brand-soft px-10 py-12 lg:flex lg:flex-col lg:justify-center">
      <div className="mx-auto max-w-lg">
        <p className="text-3xl font-bold tracking-tight">{TAGLINE}</p>
        <p className="mt-3 text-muted-foreground">{SUBTAGLINE}</p>
        <FeatureList className="mt-8" />
      </div>
    </aside>
  );
}
