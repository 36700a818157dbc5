import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-7 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">Go to the home page</Link>
        </Button>
      </div>
    </main>
  );
}
