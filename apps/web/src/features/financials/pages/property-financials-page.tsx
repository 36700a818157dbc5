import { PropertyViewPage } from "@/features/properties";
import { FinancialsContent } from "../components/financials-content";

export function PropertyFinancialsPage() {
  return (
    <PropertyViewPage view="financials">
      {(property) => <FinancialsContent key={property.id} property={property} />}
    </PropertyViewPage>
  );
}
