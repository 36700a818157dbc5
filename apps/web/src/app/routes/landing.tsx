import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "@/components/brand/logo";
import { FeatureList, SUBTAGLINE, TAGLINE } from "@/components/brand/pitch";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function LandingPage() {
  useDocumentTitle("Analyze small apartment buildings");
  return (
    <main className="min-h-dvh bg-gradient-to-b from-brand-soft to-background">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-20">
        <Logo size="lg" />
        <h1 className="mt-8 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{TAGLINE}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{SUBTAGLINE}</p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <Button asChild size="lg">
            <Link href="/auth">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <p className="text-sm text-muted-foreground">Sign in to start analyzing your properties</p>
        </div>
        <FeatureList className="mt-14 w-full text-left md:grid-cols-3" />
      </div>
    </main>
  );
}
