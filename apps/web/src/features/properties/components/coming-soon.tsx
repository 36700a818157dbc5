import type { ReactNode } from "react";
import { Construction } from "lucide-react";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** Placeholder body for property screens that arrive in a later release. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6 flex items-start gap-3 rounded-xl border bg-card p-5 text-muted-foreground">
        <Construction className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-2">
          <p>This screen arrives in a later release.</p>
          {children}
        </div>
      </div>
    </section>
  );
}
