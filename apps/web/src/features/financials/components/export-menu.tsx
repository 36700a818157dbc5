import { Button } from "@/components/ui/button";

/** Downloads of the saved property (the server's /api/properties/:id exports): the workbook and two CSVs. */
export function ExportMenu({ propertyId }: { propertyId: string }) {
  const base = `/api/properties/${encodeURIComponent(propertyId)}`;
  const files = [
    { href: `${base}/workbook.xlsx`, label: "Download workbook" },
    { href: `${base}/rent-roll.csv`, label: "Rent roll CSV" },
    { href: `${base}/lines.csv`, label: "Income & expenses CSV" },
  ];
  return (
    <nav aria-label="Export" className="flex flex-wrap gap-2">
      {files.map((file) => (
        <Button key={file.href} asChild variant="outline" size="sm">
          <a href={file.href} download>
            {file.label}
          </a>
        </Button>
      ))}
    </nav>
  );
}
