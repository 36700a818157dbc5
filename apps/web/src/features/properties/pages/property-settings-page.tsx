import { useState, type ReactNode } from "react";
import type { Property } from "@plexwise/core";
import { Trash2 } from "lucide-react";
import { useLocation, useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { DeletePropertyDialog, type DeleteTarget } from "../components/delete-property-dialog";
import { PropertyLoader } from "../components/property-loader";
import { CashPurchaseSwitch } from "../components/settings/cash-purchase-switch";
import { RenamePropertyForm } from "../components/settings/rename-property-form";
import { propertyLabel } from "@/shared/property-name";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 className="mb-4 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function SettingsBody({ property }: { property: Property }) {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [, navigate] = useLocation();
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">{propertyLabel(property)}</p>
      </div>
      <Panel title="Name">
        <RenamePropertyForm property={property} />
      </Panel>
      <Panel title="Financing">
        <CashPurchaseSwitch property={property} />
      </Panel>
      <Panel title="Danger zone">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Deleting removes this property and everything saved with it.</p>
          <Button variant="destructive" onClick={() => setTarget({ id: property.id, name: propertyLabel(property) })}>
            <Trash2 aria-hidden="true" />
            Delete property
          </Button>
        </div>
      </Panel>
      <DeletePropertyDialog target={target} onClose={() => setTarget(null)} onDeleted={() => navigate("/properties")} />
    </div>
  );
}

export function PropertySettingsPage() {
  useDocumentTitle("Settings");
  const { id } = useParams<{ id: string }>();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-8">
      <PropertyLoader id={id}>{(property) => <SettingsBody key={property.id} property={property} />}</PropertyLoader>
    </section>
  );
}
