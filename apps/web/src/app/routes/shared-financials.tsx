// The reused Financials components pass class overrides: merge them as the signed-in app does (lib/cn.ts).
import "@/lib/class-merge";
import { useParams } from "wouter";
import { ReadOnlyFinancials } from "@/features/financials/components/read-only-financials";
import { SharedFrame } from "@/features/sharing/components/shared-frame";

/** /s/:token/financials: a shared property's Financials, read-only; this page's chunk carries the deal model. */
export function SharedFinancialsPage() {
  const { token } = useParams<{ token: string }>();
  return (
    <SharedFrame token={token} tab="financials">
      {(property) => <ReadOnlyFinancials property={property} />}
    </SharedFrame>
  );
}
