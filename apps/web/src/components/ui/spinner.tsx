import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

/** An announced loading indicator (role="status", name "Loading"). */
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn("flex items-center justify-center", className)}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}

/** A spinner filling the page, inside the page's <main> landmark. */
export function PageSpinner() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </main>
  );
}
