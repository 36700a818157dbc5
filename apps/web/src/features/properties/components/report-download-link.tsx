import { Button } from "@/components/ui/button";

/** The property's investment report as a PDF (GET /api/properties/:id/report.pdf): the browser downloads it. */
export function ReportDownloadLink({ propertyId }: { propertyId: string }) {
  return (
    <div className="flex justify-end">
      <Button asChild variant="outline" size="sm">
        <a href={`/api/properties/${encodeURIComponent(propertyId)}/report.pdf`} download>
          Download report (PDF)
        </a>
      </Button>
    </div>
  );
}
