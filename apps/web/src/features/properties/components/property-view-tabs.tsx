import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

type View = "snapshot" | "financials";

/**
 * Snapshot / Financials switch. Each view is its own route, so choosing the other tab navigates;
 * manual activation keeps arrow keys from leaving the page while moving between the tabs.
 */
export function PropertyViewTabs({ id, current, children }: { id: string; current: View; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <Tabs value={current} activationMode="manual" onValueChange={(view) => navigate(`/property/${id}/${view}`)}>
      <TabsList className="grid w-full grid-cols-2 sm:w-72">
        <TabsTrigger value="snapshot">Snapshot</TabsTrigger>
        <TabsTrigger value="financials">Financials</TabsTrigger>
      </TabsList>
      <TabsContent value={current} className="mt-4">
        {children}
      </TabsContent>
      {/* The other tab's panel exists (empty) so its aria-controls points at a real element. */}
      <TabsContent value={current === "snapshot" ? "financials" : "snapshot"} />
    </Tabs>
  );
}
